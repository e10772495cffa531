import { createElement } from 'react';
import satori from 'satori';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../core/paths.ts';
import { CARD_FONT_FAMILY, CARD_WEIGHTS } from './cardFonts.ts';
import type { ShareCardFacts } from './shareCardFacts.ts';
import { renderAsync } from '@resvg/resvg-js';
import { cardBackdropSvg, loadCardAssets, renderShareCard, shareCardSvg } from './renderShareCard.tsx';

const assets = await loadCardAssets(projectRoot);

/** Every tone: ngang, huyền (à), sắc (í), hỏi (ả), ngã (ễ), nặng (ậ); and ă, â, đ, ê, ô, ơ, ư. */
const SAMPLE = 'Lập trình Bot Auto Trading – Khai giảng 15/09, Miễn phí, Hồ Chí Minh; Đà Nẵng, Cần Thơ, thượng lưu, Ắt hẳn ổn';
const BASES = ['a', 'ă', 'â', 'e', 'ê', 'i', 'o', 'ô', 'ơ', 'u', 'ư', 'y'];
const TONES = ['\u0300', '\u0301', '\u0309', '\u0303', '\u0323'];
/**
 * Each marked Vietnamese letter, composed (NFC) as the content is, beside the letter without its
 * mark: every vowel with each tone (ậ beside â), the vowels with a hat, breve or horn (ơ beside o),
 * and đ beside d; in both cases.
 */
const LOWER_MARKED: [string, string][] = [
  ...BASES.flatMap((base) => TONES.map((tone): [string, string] => [`${base}${tone}`.normalize('NFC'), base])),
  ['ă', 'a'], ['â', 'a'], ['ê', 'e'], ['ô', 'o'], ['ơ', 'o'], ['ư', 'u'], ['đ', 'd'],
];
const MARKED = LOWER_MARKED.flatMap(([letter, base]): [string, string][] => [[letter, base], [letter.toUpperCase(), base.toUpperCase()]]);

const facts: ShareCardFacts = {
  siteName: 'AI Trading Academy', logoMark: 'AT', host: 'example.com',
  heading: 'Lập trình Bot Auto Trading', subheading: 'Khai giảng 15/09, Miễn phí, Hồ Chí Minh',
  facts: [{ label: 'Khai giảng', value: '15/09/2025' }, { label: 'Chi phí', value: 'Miễn phí', accent: true }, { label: 'Địa điểm', value: 'Thượng Hải, Đà Nẵng' }],
};

/** The outline satori draws for `text` in the fonts of a Vietnamese card at that weight, and the text it found no font for. */
async function outlineOf(text: string, weight: number): Promise<{ outline: string; missing: string[] }> {
  const missing: string[] = [];
  const svg = await satori(createElement('div', { style: { display: 'flex', fontFamily: CARD_FONT_FAMILY, fontSize: 48, fontWeight: weight } }, text), {
    width: 200, height: 100, fonts: assets.fonts.common,
    loadAdditionalAsset: async (_language, segment) => {
      missing.push(segment);
      return [];
    },
  });
  return { outline: [...svg.matchAll(/ d="([^"]*)"/g)].map((match) => match[1]).join(' '), missing };
}

describe('share card text', () => {
  it('finds a letter in the site font for every character of a Vietnamese card', async () => {
    expect((await shareCardSvg(facts, assets)).missing).toEqual([]);
  });

  it('draws a letter beyond Vietnamese (Ł, ş, ğ) in the site font too', async () => {
    expect((await shareCardSvg({ ...facts, heading: 'Łódź, Kuşadası, Doğan' }, assets)).missing).toEqual([]);
  });

  it('lays out the whole title and every fact, letter for letter, and the brand in the backdrop', async () => {
    const textOf = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]).join('').replace(/\s/g, '');
    const text = textOf((await shareCardSvg(facts, assets, { embedFont: false })).svg);
    for (const part of [facts.heading, facts.subheading, ...facts.facts.map((fact) => fact.value)]) expect(text).toContain(part?.replace(/\s/g, ''));
    // Labels are set in capitals, by the layout.
    for (const fact of facts.facts) expect(text).toContain(fact.label.toUpperCase().replace(/\s/g, ''));
    const brand = textOf((await cardBackdropSvg(facts, assets, { embedFont: false })).svg);
    for (const part of [facts.siteName, facts.logoMark, facts.host]) expect(brand).toContain(part.replace(/\s/g, ''));
  });

  it('draws a flow motif\'s steps and a ticket\'s day beside the heading', async () => {
    const textOf = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]).join('').replace(/\s/g, '');
    const flow = textOf((await shareCardSvg({ ...facts, motif: { kind: 'flow', steps: ['Nguồn tín hiệu', 'Router đa sàn'] } }, assets, { embedFont: false })).svg);
    for (const part of [facts.heading, 'Nguồn tín hiệu', 'Router đa sàn']) expect(flow).toContain(part.replace(/\s/g, ''));
    const ticket = textOf((await shareCardSvg({ ...facts, motif: { kind: 'ticket', above: 'Tháng 08', day: '23', below: 'Thứ Bảy · 08:00' } }, assets, { embedFont: false })).svg);
    for (const part of ['Tháng 08'.toUpperCase(), '23', 'Thứ Bảy · 08:00']) expect(ticket).toContain(part.replace(/\s/g, ''));
  });

  it.each(CARD_WEIGHTS)('draws every character of the sample at weight %i with an outline of its own', async (weight) => {
    for (const character of new Set(SAMPLE.replace(/\s/g, ''))) {
      const { outline, missing } = await outlineOf(character, weight);
      expect(missing, character).toEqual([]);
      expect(outline, character).not.toBe('');
    }
  });

  it.each(CARD_WEIGHTS)('draws the marks of every Vietnamese letter at weight %i: none looks like the letter without them', async (weight) => {
    const bare = new Map<string, string>();
    for (const [letter, base] of MARKED) {
      const { outline, missing } = await outlineOf(letter, weight);
      if (!bare.has(base)) bare.set(base, (await outlineOf(base, weight)).outline);
      expect(missing, letter).toEqual([]);
      expect(outline, letter).not.toBe('');
      expect(outline, `${letter} is drawn like ${base}`).not.toBe(bare.get(base));
    }
  });
});

describe('renderShareCard', () => {
  it('makes an opaque PNG of 1200 × 630', async () => {
    const { png, missing } = await renderShareCard(facts, assets);
    expect(missing).toEqual([]);
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630, hasAlpha: false });
  });

  it('keeps a busy card under the 300 KB that WhatsApp is reported to preview at most', async () => {
    const busy = { ...facts, facts: [], description: 'Gập ghềnh, ý tưởng, quyết định, Ỹ — một mô tả đủ dài để xuống dòng hai lần, và hơn nữa, cho đến tận cuối.' };
    for (const card of [facts, busy]) expect((await renderShareCard(card, assets)).png.length, card.heading).toBeLessThan(300 * 1024);
  });

  it('shows every pixel of the page and the brand as one whole-card drawing would: none cut off at the edge of the box drawn', async () => {
    // The same card drawn the plain way: backdrop and page part each over the whole canvas, laid over by sharp.
    const options = { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } } as const;
    const whole = async (svg: string) => (await renderAsync(svg, options)).asPng();
    const withFacts = { ...facts, subheading: undefined, heading: 'Ấp ủ, tỷ lệ, gửi – Quỹ đạo: dày đặc, gương mặt, ghềnh thác, Ỷ Lan' };
    const candles = { kind: 'candles', candles: [40, 46, 43, 55, 60].map((close, index) => ({ open: close - 4 + index, close, high: close + 3, low: close - 7 })) } as const;
    for (const card of [facts, withFacts, { ...facts, facts: [], description: 'Gập ghềnh, ý tưởng, quyết định, Ỹ — một mô tả đủ dài để xuống dòng hai lần, và hơn nữa, cho đến tận cuối.' }, { ...facts, motif: candles }]) {
      const plain = await sharp(await whole((await cardBackdropSvg(card, assets)).svg))
        .composite([{ input: await whole((await shareCardSvg(card, assets)).svg) }])
        .removeAlpha().raw().toBuffer();
      const drawn = await sharp((await renderShareCard(card, assets)).png).raw().toBuffer();
      let largest = 0;
      for (let index = 0; index < plain.length; index++) largest = Math.max(largest, Math.abs((plain[index] as number) - (drawn[index] as number)));
      // Rounding apart (sharp blends unpremultiplied, we premultiplied): the same picture.
      expect(largest, card.heading).toBeLessThanOrEqual(2);
    }
  });
});
