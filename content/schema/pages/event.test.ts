/**
 * The event schema as a writer meets it on the real site (scripts/testing/scratchContent.ts): an
 * event page with a banner and a speaker's photo beside it. Written here, not as a file: any .mdx
 * under content/ is a page of the site.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { errorsWith, problemsAdded } from '../../../scripts/testing/scratchContent.ts';

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

  it('reports an event time without its +07:00 offset', () => {
    const noZone = ['---', 'type: event', 'title: Webinar không có múi giờ', 'description: Một sự kiện ghi giờ bắt đầu mà không có múi giờ Việt Nam.',
      'start: 2025-08-08T20:00:00', 'place:', '  online: Zoom', 'price: 0', 'registration:', '  contact: group-chat', '---', '# Trang thử', 'Nội dung.', ''].join('\n');
    expect(errorsWith({ 'gio.mdx': noZone })).toEqual([
      'content/gio.mdx:5:1  schema  start: cần ngày giờ Việt Nam có đuôi +07:00, ví dụ 2025-08-08T20:00:00+07:00; đang là "2025-08-08T20:00:00". Viết 2025-08-08T20:00:00+07:00',
    ]);
  });

  it('reports an event that ends before it starts and an agenda slot running backwards', () => {
    const backwards = ['---', 'type: event', 'title: Workshop giờ ngược', 'description: Sự kiện kết thúc trước khi bắt đầu và có một khung giờ ngược.',
      'start: 2025-10-05T10:00:00+07:00', 'end: 2025-10-05T08:00:00+07:00', 'place:', '  online: Zoom', 'price: 0', 'registration:', '  contact: group-chat',
      'agenda:', '  - time: "09:00-08:30"', '    title: Khai mạc', '---', '# Trang thử', 'Nội dung.', ''].join('\n');
    expect(errorsWith({ 'nguoc.mdx': backwards })).toEqual([
      'content/nguoc.mdx:6:1  fact  end: kết thúc lúc 2025-10-05T08:00:00+07:00, không sau lúc bắt đầu (2025-10-05T10:00:00+07:00); end phải muộn hơn start',
      'content/nguoc.mdx:13:5  fact  agenda.0.time: "09:00-08:30": giờ bắt đầu phải trước giờ kết thúc',
    ]);
  });
});
