/**
 * This site's built pages (dist/client, which `npm test` builds before its tests) as the engine's
 * audit reads them: its fast page scanner (scripts/engine/audit/pageFacts.ts) must agree with a
 * parsed tree on every one, so the audit misses nothing this site's markup holds.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scanPageFacts } from '../scripts/engine/audit/pageFacts.ts';
import { builtSiteDir } from '../scripts/testing/content.ts';
import { comparable, pageFactsFromTree } from '../scripts/testing/pageFactsFromTree.ts';

describe('this site\'s built pages', () => {
  it('read the same by the audit\'s scanner as by a parsed tree, every one', () => {
    expect(existsSync(builtSiteDir), 'npm test builds the site before its tests').toBe(true);
    const pages = readdirSync(builtSiteDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(20);
    for (const page of pages) {
      const html = readFileSync(path.join(builtSiteDir, page), 'utf8');
      expect(comparable(scanPageFacts(html)), page).toEqual(comparable(pageFactsFromTree(html)));
    }
  });
});
