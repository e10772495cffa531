/**
 * The share card of every page as link previews (Zalo, Facebook) fetch it: the og:image a page names
 * answers 200 with a PNG of the size its og:image:width and og:image:height state, and a page that
 * names no image of its own has its card, drawn at build from its facts, of 1200 × 630. Every page
 * and the not-found page has a card of its own: no two share one, and none shows the site's image.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { select } from 'hast-util-select';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { NOT_FOUND_CARD_PATH, SHARE_CARD_FOLDER, SHARE_CARD_SIZE, shareCardPath } from '../scripts/engine/site.ts';
import { builtSiteDir, listContentPages, readSiteData } from '../scripts/testing/content.ts';
import type {} from '../scripts/testing/browser/globalSetup.ts';

const published = listContentPages().filter((page) => page.status === 'published');

async function get(path: string): Promise<Response> {
  return fetch(new URL(path, inject('baseURL')));
}

function metaContent(tree: Root, selector: string): string {
  return String(select(selector, tree)?.properties.content ?? '');
}

describe.each(published)('the share image of $route', ({ route, frontmatter }) => {
  it('answers 200 with a PNG of the size the page states, its own card of 1200 × 630 unless it names an image', async () => {
    const tree = fromHtml(await (await get(route)).text());
    // The tags name the public address (site.yaml url); the same path is asked of the server under test.
    const { pathname } = new URL(metaContent(tree, 'meta[property="og:image"]'));
    expect(new URL(metaContent(tree, 'meta[name="twitter:image"]')).pathname).toBe(pathname);
    if (frontmatter.ogImage === undefined) expect(decodeURI(pathname)).toBe(shareCardPath(route));

    const response = await get(pathname);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const { format, width, height } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(format).toBe('png');
    expect({ width, height }).toEqual({ width: Number(metaContent(tree, 'meta[property="og:image:width"]')), height: Number(metaContent(tree, 'meta[property="og:image:height"]')) });
    if (frontmatter.ogImage === undefined) expect({ width, height }).toEqual(SHARE_CARD_SIZE);
    expect(metaContent(tree, 'meta[property="og:image:alt"]')).toBe(frontmatter.title);
  });
});

describe('a card of its own', () => {
  it('for every published page and the not-found page: the build writes one each, and each page names its own', async () => {
    const named = await Promise.all([...published.map(({ route }) => route), '/trang-khong-ton-tai-xyz'].map(async (route) =>
      new URL(metaContent(fromHtml(await (await get(route)).text()), 'meta[property="og:image"]')).pathname));
    expect(new Set(named).size).toBe(named.length);
    expect(named).not.toContain(readSiteData().site.ogImage);
    expect(named.at(-1)).toBe(NOT_FOUND_CARD_PATH);
    const written = readdirSync(path.join(builtSiteDir, SHARE_CARD_FOLDER)).map((file) => `${SHARE_CARD_FOLDER}${file}`);
    expect(written.sort()).toEqual(named.map(decodeURI).sort());
  });

  it("for the not-found page: a PNG of 1200 × 630", async () => {
    const response = await get(NOT_FOUND_CARD_PATH);
    expect(response.status).toBe(200);
    const { width, height } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect({ width, height }).toEqual(SHARE_CARD_SIZE);
  });
});
