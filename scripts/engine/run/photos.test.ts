import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Element } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { select, selectAll } from 'hast-util-select';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import budgets from '../../tools/budgets.json' with { type: 'json' };
import { makeFixtureProject, type FixtureBuild, type FixtureProject } from '../../testing/fixtureSite/fixtureProject.ts';
import { portraitPhoto, portraitLooks } from '../../testing/portraitPhoto.ts';

/**
 * The build of the fixture project with a cold picture cache, after a writer has dropped a
 * 4000 × 3000 camera photo beside the event page and named it as the event's banner and in the
 * text, and a portrait in public/ as its speaker's photo (speakers.yaml).
 */
let project: FixtureProject;
let built: FixtureBuild;
const BANNER_ALT = 'Hội trường kín chỗ trong buổi trước';
/** The photos' sets: the banner, the same photo in the text, the speaker's portrait. */
const PHOTO_SETS = 3;

beforeAll(async () => {
  project = makeFixtureProject();
  project.write('content/su-kien/hoi-truong.jpg', await portraitPhoto({ width: 4000, height: 3000 }));
  project.write('public/images/nguyen-an.jpg', await portraitPhoto({ width: 1200, height: 1500, look: portraitLooks.brightStudio }));
  project.edit('content/su-kien.mdx', (text) => text
    .replace(/^speakers: .*$/m, `$&\nbanner:\n  image: su-kien/hoi-truong.jpg\n  alt: ${BANNER_ALT}`)
    .replace('<Speakers />', '$&\n\n<Section id="thong-tin">\n\n![Người tham dự buổi trước](su-kien/hoi-truong.jpg)\n\n</Section>'));
  project.edit('content/data/speakers.yaml', (text) => text.replace('  role: Diễn giả\n', '$&  avatar: /images/nguyen-an.jpg\n'));
  built = project.build();
}, 240_000);
afterAll(() => project.remove());

const builtPage = () => fromHtml(readFileSync(path.join(project.client, 'su-kien', 'index.html'), 'utf8'));
const attribute = (element: Element | undefined, name: string) => element?.properties[name];
/** `a.avif 448w, b.avif 896w` → [['a.avif', 448], ['b.avif', 896]]. */
const candidates = (srcset: unknown) => String(srcset).split(', ').map((candidate) => {
  const [src = '', width = ''] = candidate.split(' ');
  return [src, Number.parseInt(width, 10)] as const;
});

/** The picture's sources and img, each file checked to exist in the build at the width its srcset says. */
async function readPicture(picture: Element | undefined) {
  if (!picture) throw new Error('no <picture> on the built page');
  const formats: Record<string, number[]> = {};
  for (const [type, srcset] of [
    ...selectAll('source', picture).map((source) => [String(attribute(source, 'type')), attribute(source, 'srcSet')] as const),
    ['fallback', attribute(select('img', picture), 'srcSet')] as const,
  ]) {
    formats[type] = [];
    for (const [src, width] of candidates(srcset)) {
      const made = await sharp(path.join(project.client, src)).metadata();
      expect(made.width, src).toBe(width);
      formats[type].push(width);
    }
  }
  return { formats, img: select('img', picture) };
}

describe('a camera photo dropped beside a page', { timeout: 240_000 }, () => {
  it('builds', () => {
    expect(built.status, built.output).toBe(0);
    expect(built.output).toContain(`Images: ${PHOTO_SETS} picture set(s) made, 0 reused`);
  });

  it('is the event banner as AVIF, WebP and JPEG in four widths, fetched first, with its box and description', async () => {
    const { formats, img } = await readPicture(select('#top picture', builtPage()));
    expect(formats).toEqual({ 'image/avif': [448, 896, 1344, 1792], 'image/webp': [448, 896, 1344, 1792], fallback: [448, 896, 1344, 1792] });
    expect(String(attribute(img, 'src'))).toMatch(/^\/_images\/hoi-truong-[0-9a-f]{12}-1792\.jpg$/);
    expect({ width: attribute(img, 'width'), height: attribute(img, 'height'), alt: attribute(img, 'alt') }).toEqual({ width: 896, height: 448, alt: BANNER_ALT });
    expect({ fetchpriority: attribute(img, 'fetchPriority'), loading: attribute(img, 'loading') }).toEqual({ fetchpriority: 'high', loading: undefined });
  });

  it('is a picture in the text at the column’s widths, loaded lazily, in its own shape', async () => {
    const { formats, img } = await readPicture(select('#thong-tin picture', builtPage()));
    expect(formats['image/avif']).toEqual([360, 720, 1080, 1440]);
    // 4000 × 3000 is 4:3: shown 720 px wide, 540 px high.
    expect({ width: attribute(img, 'width'), height: attribute(img, 'height'), loading: attribute(img, 'loading'), decoding: attribute(img, 'decoding') })
      .toEqual({ width: 720, height: 540, loading: 'lazy', decoding: 'async' });
  });

  it('makes the speaker’s portrait a square photo at 1, 1.5 and 2 times its 80 px box, loaded lazily', async () => {
    const { formats, img } = await readPicture(select('#speakers picture', builtPage()));
    expect(formats).toEqual({ 'image/avif': [80, 120, 160], 'image/webp': [80, 120, 160], fallback: [80, 120, 160] });
    expect({ width: attribute(img, 'width'), height: attribute(img, 'height'), loading: attribute(img, 'loading'), decoding: attribute(img, 'decoding'), fetchpriority: attribute(img, 'fetchPriority') })
      .toEqual({ width: 80, height: 80, loading: 'lazy', decoding: 'async', fetchpriority: undefined });
    const made = await sharp(path.join(project.client, candidates(attribute(img, 'srcSet')).at(-1)?.[0] ?? '')).metadata();
    expect(made.height).toBe(160);
  });

  it('publishes no full-size original, and keeps the banner a first visit downloads within the page’s image budget', () => {
    const published = readdirSync(project.client, { recursive: true, encoding: 'utf8' });
    expect(published.filter((file) => file.includes('hoi-truong') && !file.startsWith('_images'))).toEqual([]);
    expect(existsSync(path.join(project.client, 'su-kien', 'hoi-truong.jpg'))).toBe(false);
    // The widest AVIF is what a phone of 3 device pixels per CSS pixel downloads.
    const widest = candidates(attribute(select('#top source[type="image/avif"]', builtPage()), 'srcSet')).at(-1)?.[0] ?? '';
    expect(statSync(path.join(project.client, widest)).size).toBeLessThan(budgets.limits.images);
  });

  it('makes none of them again on a warm build with the photos unchanged', () => {
    const warm = project.build();
    expect(warm.status, warm.output).toBe(0);
    expect(warm.output).toContain(`Images: 0 picture set(s) made, ${PHOTO_SETS} reused`);
  });
});
