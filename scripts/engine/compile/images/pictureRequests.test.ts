import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parsePage } from '../../parse/parsePage.ts';
import type { ImageDefinition } from '../../validate/images/imageDefinition.ts';
import { pictureRequests, type PictureDefinition } from './pictureRequests.ts';

/** A site of its own: a banner field, a photo in the text, an avatar in a data file, and the files they name. */
const root = mkdtempSync(path.join(tmpdir(), 'picture-requests-'));
for (const file of ['public/images/bia.jpg', 'public/images/an.png', 'content/su-kien/so-do.jpg', 'content/su-kien/hinh.svg', 'public/icon.svg']) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), '');
}
afterAll(() => rmSync(root, { recursive: true, force: true }));

const images: ImageDefinition = {
  uses: { banner: { width: 900, aspect: 2 }, text: { width: 700 }, avatar: { width: 64, aspect: 1 } },
  proseUse: 'text',
  pageFields: { 'hero.image': 'banner', 'guest.photo': 'unlisted' },
  dataFields: { people: { '*.photo': 'avatar' } },
};
const definition = (own?: ImageDefinition): PictureDefinition<{ icon?: string }> => ({ images: own, siteIcon: (data) => data.icon, pageIcon: () => undefined });

const text = `---
type: event
title: Sự kiện
hero:
  image: /images/bia.jpg
guest:
  photo: /images/an.png
---

![Sơ đồ](so-do.jpg) ![Hình](hinh.svg)
`;
const parsed = parsePage({ file: 'content/su-kien/index.mdx', text, problems: [] }, '/su-kien');
if (!('page' in parsed) || !parsed.page.outline) throw new Error('the page does not parse');
/** The frontmatter as the validator hands it on. */
const frontmatter = { type: 'event', title: 'Sự kiện', hero: { image: '/images/bia.jpg' }, guest: { photo: '/images/an.png' } };
const page = { file: parsed.page.file, frontmatter, yaml: parsed.page.yaml, outline: parsed.page.outline };
const data = { icon: '/icon.svg', people: { an: { photo: '/images/an.png' } } };

describe('pictureRequests', () => {
  it('asks for each photo at the box its use has in the site’s definition, and each icon as a PNG', () => {
    const requests = pictureRequests(definition(images), { pages: [page], data }, root);
    expect(requests.map(({ file, use, shown }) => ({ file, use, shown }))).toEqual([
      { file: 'public/images/bia.jpg', use: 'banner', shown: { width: 900, aspect: 2 } },
      { file: 'content/su-kien/so-do.jpg', use: 'text', shown: { width: 700 } },
      { file: 'content/su-kien/hinh.svg', use: undefined, shown: undefined },
      { file: 'public/icon.svg', use: 'favicon', shown: undefined },
      { file: 'public/images/an.png', use: 'avatar', shown: { width: 64, aspect: 1 } },
    ]);
    expect(requests[0]).toMatchObject({ writtenIn: 'content/su-kien/index.mdx', field: 'hero.image', at: { line: 5 } });
  });

  it('leaves a photo whose use the definition does not give, and every photo of a site without one', () => {
    expect(pictureRequests(definition(images), { pages: [page], data }, root).filter((request) => request.field === 'guest.photo')).toEqual([]);
    expect(pictureRequests(definition(), { pages: [page], data }, root).map(({ file, use }) => ({ file, use }))).toEqual([
      { file: 'content/su-kien/hinh.svg', use: undefined },
      { file: 'public/icon.svg', use: 'favicon' },
    ]);
  });
});
