/**
 * The site's font for the cards: Be Vietnam Pro from @fontsource/be-vietnam-pro, as .woff (satori
 * reads .woff and .ttf, not .woff2). Each weight comes in subsets by script; a Vietnamese title needs
 * the latin file (a, à, â, ê, ô…) and the vietnamese one (ă, đ, ơ, ư, ậ, ễ, ₫…). satori keeps one font
 * per family, weight and style, so each subset is given a family name of its own and the card lists
 * them in order: a letter missing from one is taken from the next.
 *
 * latin-ext (Ł, ş, ğ…) is loaded too but offered only for a card that needs it: every extra font
 * makes satori's layout of every card slower (about 14 ms instead of 9 per card, measured).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Font } from 'satori';
import { findPackage } from '../../core/diskCache.ts';

export const FONT_PACKAGE = '@fontsource/be-vietnam-pro';

/** The weights the card sets text in: descriptions, labels and names, headings. */
export const CARD_WEIGHTS = [400, 600, 800] as const;

const SUBSETS = ['latin', 'vietnamese', 'latin-ext'] as const;
const familyOf = (subset: (typeof SUBSETS)[number]) => `Be Vietnam Pro ${subset}`;

/** The CSS font-family that picks each letter from the first subset that has it. */
export const CARD_FONT_FAMILY = SUBSETS.map((subset) => `"${familyOf(subset)}"`).join(', ');

export interface CardFonts {
  /** latin and vietnamese: every Vietnamese text. */
  common: Font[];
  /** With latin-ext, for a card with a letter the common ones lack. */
  extended: Font[];
}

export function loadCardFonts(root: string): CardFonts {
  const installed = findPackage(FONT_PACKAGE, root);
  if (!installed) throw new Error(`package ${FONT_PACKAGE} is not installed`);
  const folder = path.join(installed, 'files');
  const fonts = CARD_WEIGHTS.flatMap((weight) => SUBSETS.map((subset): Font => ({
    name: familyOf(subset),
    weight,
    style: 'normal',
    data: readFileSync(path.join(folder, `be-vietnam-pro-${subset}-${weight}-normal.woff`)),
  })));
  return { common: fonts.filter((font) => font.name !== familyOf('latin-ext')), extended: fonts };
}
