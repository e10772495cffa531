/**
 * The event schema as a writer meets it on the real site (scripts/testing/scratchContent.ts): an
 * event page with a banner and a speaker's photo beside it (fixtures/su-kien-co-anh.mdx).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { problemsAdded } from '../../../scripts/testing/scratchContent.ts';

const page = readFileSync(path.join(import.meta.dirname, 'fixtures', 'su-kien-co-anh.mdx'), 'utf8');
const photo = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#7a6a5a' } }).jpeg({ quality: 30 }).toBuffer();

describe('an event page', () => {
  it('asks for a banner’s description at the banner', async () => {
    const noAlt = page.replace(/\n {2}alt: .*/, '');
    expect(noAlt).not.toBe(page);
    expect(problemsAdded({ 'thu.mdx': noAlt, 'thu/bia.jpg': await photo(1800, 900), 'thu/nam.jpg': await photo(200, 200) })).toEqual([
      expect.stringMatching(/^content\/thu\.mdx:11:1 {2}schema {2}banner\.alt: cần mô tả ảnh cho người không xem được ảnh, ví dụ alt: /),
    ]);
  }, 60_000);
});
