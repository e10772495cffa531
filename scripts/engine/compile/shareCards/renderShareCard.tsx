/**
 * A share card from its facts: the layout (ShareCard.tsx) to SVG with satori, every letter drawn as
 * a path in the site's font; the SVG to pixels with resvg (on libuv's thread pool, so other work goes
 * on meanwhile; given no fonts, as the SVG holds outlines, not text); laid over the backdrop here,
 * then saved as an opaque PNG by sharp (half the size of resvg's own PNG) at zlib level 2.
 *
 * The encoding is the cheapest that looks the same and stays small enough to preview: measured on
 * one card (60 encodings each), sharp's PNG took 14.4 ms of CPU at its default level 6 (127 KB),
 * 8.8 ms at level 2 (205 KB) and 5.9 ms at level 1 (251 KB, near the 300 KB that WhatsApp is
 * reported to preview at most); a JPEG at 4:4:4, the subsampling that keeps the orange tone marks
 * sharp, took 15–16 ms at quality 85–92, no cheaper than the PNG and not pixel for pixel the same.
 *
 * What costs is pixels, not shapes: resvg takes 17 ms for an empty 1200 × 630 canvas. So the
 * backdrop (gradients, glows, the brand's row), the same on every card of a site, is drawn once per
 * build; each page's part is drawn only over the box its shapes cover, and laid over the backdrop
 * in a single pass instead of by a second full-size image (about half of a card's time, before).
 */
import { Resvg, renderAsync } from '@resvg/resvg-js';
import type { ReactNode } from 'react';
import satori, { type Font } from 'satori';
import sharp from 'sharp';
import { SHARE_CARD_SIZE } from './shareCardPath.ts';
import { loadCardFonts, type CardFonts } from './cardFonts.ts';
import type { CardBrand, ShareCardFacts } from './shareCardFacts.ts';
import { readCardTheme, type CardTheme } from './cardTheme.ts';
import { CardBackdrop, ShareCard } from './ShareCard.tsx';
import { layOverOpaque, type PixelBox } from './layOver.ts';

/** What every card is drawn with: loaded once per build. */
export interface CardAssets {
  fonts: CardFonts;
  theme: CardTheme;
  /** The backdrop of a brand's cards, drawn at its first card and kept for the rest. */
  backdropOf(brand: CardBrand): Promise<Backdrop>;
}

interface Backdrop {
  /** Opaque RGB pixels, row after row. */
  rgb: Buffer;
  /** Text of the brand's row no font has a letter for. */
  missing: string[];
}

const { width: WIDTH, height: HEIGHT } = SHARE_CARD_SIZE;
/** zlib's level for the card's PNG: see above. */
const PNG_LEVEL = 2;
const RESVG = { fitTo: { mode: 'original' }, font: { loadSystemFonts: false }, logLevel: 'off' } as const;

export async function loadCardAssets(root: string): Promise<CardAssets> {
  const fonts = loadCardFonts(root);
  const theme = readCardTheme(root);
  const backdrops = new Map<string, Promise<Backdrop>>();
  const drawBackdrop = async (brand: CardBrand): Promise<Backdrop> => {
    const { svg, missing } = await layOutInFonts(<CardBackdrop brand={brand} theme={theme} />, fonts);
    // Opaque all over, so its premultiplied pixels are its colours as they are.
    const rgba = (await renderAsync(svg, RESVG)).pixels;
    const rgb = await sharp(rgba, { raw: { width: WIDTH, height: HEIGHT, channels: 4 } }).removeAlpha().raw().toBuffer();
    return { rgb, missing };
  };
  return {
    fonts,
    theme,
    backdropOf(brand) {
      const key = JSON.stringify([brand.siteName, brand.logoMark, brand.host]);
      let backdrop = backdrops.get(key);
      if (!backdrop) backdrops.set(key, (backdrop = drawBackdrop(brand)));
      return backdrop;
    },
  };
}

export interface CardSvg {
  svg: string;
  /** Text no font of the card has a letter for (drawn as nothing); empty when every letter is drawn. */
  missing: string[];
}

/** The page's part of the card as SVG, in the common fonts, or with latin-ext too when they lack a letter. */
export function shareCardSvg(facts: ShareCardFacts, { fonts, theme }: Pick<CardAssets, 'fonts' | 'theme'>, { embedFont = true } = {}): Promise<CardSvg> {
  return layOutInFonts(<ShareCard facts={facts} theme={theme} />, fonts, embedFont);
}

/** The brand's row and ground as SVG (see shareCardSvg). */
export function cardBackdropSvg(brand: CardBrand, { fonts, theme }: Pick<CardAssets, 'fonts' | 'theme'>, { embedFont = true } = {}): Promise<CardSvg> {
  return layOutInFonts(<CardBackdrop brand={brand} theme={theme} />, fonts, embedFont);
}

async function layOutInFonts(card: ReactNode, fonts: CardFonts, embedFont = true): Promise<CardSvg> {
  const common = await layOut(card, fonts.common, embedFont);
  return common.missing.length === 0 ? common : layOut(card, fonts.extended, embedFont);
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

/**
 * The SVG's pixels over the box its shapes cover (a pixel more on each side for their soft edges),
 * premultiplied RGBA; undefined when it draws nothing.
 */
async function drawShapes(svg: string): Promise<{ rgba: Buffer; box: PixelBox } | undefined> {
  const bounds = new Resvg(svg, RESVG).innerBBox();
  if (!bounds) return undefined;
  const left = Math.max(0, Math.floor(bounds.x) - 1);
  const top = Math.max(0, Math.floor(bounds.y) - 1);
  const box = { left, top, width: Math.min(WIDTH, Math.ceil(bounds.x + bounds.width) + 1) - left, height: Math.min(HEIGHT, Math.ceil(bounds.y + bounds.height) + 1) - top };
  if (box.width <= 0 || box.height <= 0) return undefined;
  // satori's root: <svg width="1200" height="630" viewBox="0 0 1200 630" …>; a view of the box instead.
  const root = `<svg width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"`;
  if (!svg.startsWith(root)) throw new Error(`satori's SVG does not begin as expected: ${svg.slice(0, 80)}`);
  const view = `<svg width="${box.width}" height="${box.height}" viewBox="${box.left} ${box.top} ${box.width} ${box.height}"`;
  return { rgba: (await renderAsync(view + svg.slice(root.length), RESVG)).pixels, box };
}

export async function renderShareCard(facts: ShareCardFacts, assets: CardAssets): Promise<{ png: Buffer; missing: string[] }> {
  const [{ svg, missing }, backdrop] = await Promise.all([shareCardSvg(facts, assets), assets.backdropOf(facts)]);
  const rgb = Buffer.from(backdrop.rgb);
  const shapes = await drawShapes(svg);
  if (shapes) layOverOpaque(rgb, WIDTH, shapes.rgba, shapes.box);
  const png = await sharp(rgb, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } }).png({ compressionLevel: PNG_LEVEL }).toBuffer();
  return { png, missing: [...backdrop.missing, ...missing] };
}
