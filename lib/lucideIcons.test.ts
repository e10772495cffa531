import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { icons } from 'lucide';
import { describe, expect, it } from 'vitest';
import { lucideIcon } from './lucideIcons.ts';

/** Lucide's own file per icon is named as lucide.dev shows it: the list writers copy names from. */
const lucideDevNames = readdirSync(path.join(path.dirname(createRequire(import.meta.url).resolve('lucide')), '../esm/icons'))
  .filter((file) => file.endsWith('.mjs'))
  .map((file) => file.slice(0, -'.mjs'.length));

describe('lucideIcon', () => {
  it('finds every icon by the name lucide.dev shows', () => {
    expect(lucideDevNames.length).toBeGreaterThan(1000);
    expect(lucideDevNames.filter((name) => !lucideIcon(name))).toEqual([]);
  });

  it('finds names with one-letter parts and numbers, each as its own icon', () => {
    expect(lucideIcon('a-arrow-down')).toBe(icons.AArrowDown);
    expect(lucideIcon('arrow-down-0-1')).toBe(icons.ArrowDown01);
    expect(lucideIcon('grid-2x2-check')).toBe(icons.Grid2x2Check);
    expect(lucideIcon('building-2')).toBe(icons.Building2);
    expect(lucideIcon('letter-s')).toBe(icons.LetterS);
    expect(lucideIcon('letters')).toBe(icons.Letters);
    expect(lucideIcon('letter-s')).not.toBe(lucideIcon('letters'));
  });

  it('knows no misspelt name', () => {
    expect(lucideIcon('aarrow-down')).toBeUndefined();
    expect(lucideIcon('shield-chek')).toBeUndefined();
  });
});
