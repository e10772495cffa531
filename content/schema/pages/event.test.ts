/**
 * The event schema as a writer meets it on the real site (scripts/testing/scratchContent.ts): an
 * event page with a banner and a speaker's photo beside it. Written here, not as a file: any .mdx
 * under content/ is a page of the site.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { problemsAdded } from '../../../scripts/testing/scratchContent.ts';

const page = [
  '---',
  'type: event',
  'title: Workshop có ảnh',
  'description: Sự kiện thử với ảnh bìa và ảnh diễn giả đặt cạnh trang.',
  'start: 2025-10-05T08:00:00+07:00',
  'place:',
  '  online: Zoom',
  'price: 0',
  'registration:',
  '  contact: group-chat',
  'banner:',
  '  image: thu/bia.jpg',
  '  alt: Hội trường kín chỗ trong buổi workshop trước',
  'speakers:',
  '  - name: Nguyễn Văn Nam',
  '    title: Diễn giả',
  '    avatar: thu/nam.jpg',
  '    emoji: 👨\u200d💼',
  '    color: blue',
  '---',
  '',
  '<EventHero>',
  '',
  '# Workshop có ảnh',
  '',
  '</EventHero>',
  '',
  '<Speakers />',
  '',
].join('\n');
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
