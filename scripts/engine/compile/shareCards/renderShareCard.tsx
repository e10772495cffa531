/**
 * A share card from its facts: the layout (ShareCard.tsx) to SVG with satori, every letter drawn as
 * a path in the site's font; the SVG to pixels with resvg (on libuv's thread pool, so other work goes
 * on meanwhile; given no fonts, as the SVG holds outlines, not text); then with sharp the content laid
 * over the backdrop and saved as an opaque PNG. The backdrop's gradients are most of resvg's work
 * and the same on every card, so they are drawn once (loadCardAssets) and only the content per card;
 * sharp's PNG is about half the size of resvg's own.
 */
import { renderAsync } from '@resvg/resvg-js';
import type { ReactNode } from 'react';
import satori, { type Font } from 'satori';
import sharp from 'sharp';
import { SHARE_CARD_SIZE } from '../../../../lib/shareCard.ts';
import { loadCardFonts, type CardFonts } from './cardFonts.ts';
import type { ShareCardFacts } from './cardFacts.ts';
import { readCardTheme, type CardTheme } from './cardTheme.ts';
import { CardBackdrop, ShareCard } from './ShareCard.tsx';

/** What every card is drawn with: loaded once per build. */
export interface CardAssets {
  fonts: CardFonts;
  theme: CardTheme;
  /** The backdrop's pixels: RGBA, premultiplied, as resvg gives them. */
  backdrop: Buffer;
}

const RAW = { ...SHARE_CARD_SIZE, channels: 4 } as const;
const RESVG = { fitTo: { mode: 'original' }, font: { loadSystemFonts: false }, logLevel: 'off' } as const;

export async function loadCardAssets(root: string): Promise<CardAssets> {
  const fonts = loadCardFonts(root);
  const theme = readCardTheme(root);
  const { svg } = await layOut(<CardBackdrop theme={theme} />, fonts.common, true);
  return { fonts, theme, backdrop: (await renderAsync(svg, RESVG)).pixels };
}

export interface CardSvg {
  svg: string;
  /** Text no font of the card has a letter for (drawn as nothing); empty when every letter is drawn. */
  missing: string[];
}

/** The card's content as SVG, in the common fonts, or with latin-ext too when they lack a letter. */
export async function shareCardSvg(facts: ShareCardFacts, { fonts, theme }: Pick<CardAssets, 'fonts' | 'theme'>, { embedFont = true } = {}): Promise<CardSvg> {
  const common = await layOut(<ShareCard facts={facts} theme={theme} />, fonts.common, embedFont);
  return common.missing.length === 0 ? common : layOut(<ShareCard facts={facts} theme={theme} />, fonts.extended, embedFont);
}

async function layOut(card: ReactNode, fonts: Font[], embedFont: boolean): Promise<CardSvg> {
  const missing: string[] = [];
  const svg = await satori(card, {
    ...SHARE_CARD_SIZE,
    fonts,
    embedFont,
    // satori asks for more fonts only for text that none of the given fonts can draw.
    loadAdditionalAsset: async (_language, segment) => {
      missing.push(segment);
      return [];
    },
  });
  return { svg, missing };
}

export async function renderShareCard(facts: ShareCardFacts, assets: CardAssets): Promise<{ png: Buffer; missing: string[] }> {
  const { svg, missing } = await shareCardSvg(facts, assets);
  const content = (await renderAsync(svg, RESVG)).pixels;
  const png = await sharp(assets.backdrop, { raw: RAW })
    .composite([{ input: content, raw: RAW, premultiplied: true }])
    .removeAlpha()
    .png()
    .toBuffer();
  return { png, missing };
}
