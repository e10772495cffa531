/**
 * The share card of every page as link previews (Zalo, Facebook) fetch it: the og:image a page names
 * answers 200 with a PNG of the size its og:image:width and og:image:height state, and a page that
 * names no image of its own has its card, drawn at build from its facts, of 1200 × 630.
 */
import type { Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { select } from 'hast-util-select';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { SHARE_CARD_SIZE, shareCardPath } from '../scripts/engine/site.ts';
import { listContentPages } from '../scripts/testing/content.ts';
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
