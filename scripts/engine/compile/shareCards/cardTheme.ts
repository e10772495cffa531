/**
 * The card's colours: the site's theme tokens (`--color-*` in renderer/styles.css), read from the
 * stylesheet so a card changes with the site's palette. satori understands their oklch() values.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const STYLESHEET = 'renderer/styles.css';

/** The tokens the card uses. */
const TOKENS = ['brand-950', 'brand-900', 'brand-800', 'brand-600', 'brand-500', 'brand-400', 'brand-200', 'brand-100', 'accent-400', 'accent-600'] as const;

export type CardTheme = Record<(typeof TOKENS)[number], string>;

/** The theme tokens of the site's stylesheet. */
export function readCardTheme(root: string): CardTheme {
  return themeFromCss(readFileSync(path.join(root, STYLESHEET), 'utf8'));
}

export function themeFromCss(css: string): CardTheme {
  // Custom property declarations are one per line in the @theme block: `--color-brand-600: oklch(…);`.
  const declared = new Map([...css.matchAll(/--color-([a-z]+-\d+)\s*:\s*([^;]+);/g)].map(([, name, value]) => [name, value?.trim()]));
  const missing = TOKENS.filter((token) => !declared.get(token));
  if (missing.length > 0) throw new Error(`${STYLESHEET} declares no ${missing.map((token) => `--color-${token}`).join(', ')}, which the share cards use`);
  return Object.fromEntries(TOKENS.map((token) => [token, declared.get(token)])) as CardTheme;
}

/** A colour with transparency: `oklch(0.59 0.22 270)` at 0.4 → `oklch(0.59 0.22 270 / 0.4)`. */
export function withAlpha(colour: string, alpha: number): string {
  const match = /^(oklch|oklab|rgb|hsl)\(([^/)]+)\)$/.exec(colour);
  if (!match) throw new Error(`cannot make ${colour} transparent; write theme colours as oklch(L C H)`);
  return `${match[1]}(${match[2]?.trim()} / ${alpha})`;
}
