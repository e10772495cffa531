import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { problemsAdded } from '../../../testing/scratchContent.ts';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'images', name), 'utf8');
const photo = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#7a6a5a' } }).jpeg({ quality: 30 }).toBuffer();

let large: { banner: Buffer; avatar: Buffer; prose: Buffer };
beforeAll(async () => {
  large = { banner: await photo(1800, 900), avatar: await photo(200, 200), prose: await photo(1600, 1000) };
});

describe('photos beside a page', () => {
  it('are accepted when large enough for where they are shown, in frontmatter and in the text', () => {
    expect(problemsAdded({
      'thu.mdx': fixture('su-kien-co-anh.mdx'), 'thu/bia.jpg': large.banner, 'thu/nam.jpg': large.avatar,
      'bai.mdx': fixture('anh-trong-bai.mdx'), 'thu/hoi-truong.jpg': large.prose,
    })).toEqual([]);
  });

  it('warns at the field when a photo is under twice its largest displayed width, naming the size it needs', async () => {
    expect(problemsAdded({ 'thu.mdx': fixture('su-kien-co-anh.mdx'), 'thu/bia.jpg': await photo(1600, 1200), 'thu/nam.jpg': await photo(300, 120) })).toEqual([
      'content/thu.mdx:12:3  image  warning: banner.image: ảnh "thu/bia.jpg" chỉ 1600 × 1200 px nên bị mờ trên màn hình điện thoại: chỗ này hiện ảnh rộng tới 896 px, cần ảnh gốc ít nhất 1792 × 896 px (khung ảnh 2:1, nên cả chiều cao cũng cần đủ); dùng ảnh gốc lớn hơn (ảnh chụp từ điện thoại là đủ)',
      // 300 px wide, but cut square it is 120 px: the height is what falls short.
      'content/thu.mdx:17:5  image  warning: speakers.0.avatar: ảnh "thu/nam.jpg" chỉ 300 × 120 px nên bị mờ trên màn hình điện thoại: chỗ này hiện ảnh rộng tới 80 px, cần ảnh gốc ít nhất 160 × 160 px (khung ảnh vuông, nên cả chiều cao cũng cần đủ); dùng ảnh gốc lớn hơn (ảnh chụp từ điện thoại là đủ)',
    ]);
  });

  it('warns at a Markdown image in the text too', async () => {
    expect(problemsAdded({ 'bai.mdx': fixture('anh-trong-bai.mdx'), 'thu/hoi-truong.jpg': await photo(1200, 800) })).toEqual([
      'content/bai.mdx:9:1  image  warning: ảnh "thu/hoi-truong.jpg" chỉ 1200 × 800 px nên bị mờ trên màn hình điện thoại: chỗ này hiện ảnh rộng tới 720 px, cần ảnh gốc ít nhất 1440 px; dùng ảnh gốc lớn hơn (ảnh chụp từ điện thoại là đủ)',
    ]);
  });

  it('reports a missing photo once, naming the file that is there', () => {
    expect(problemsAdded({ 'bai.mdx': fixture('anh-trong-bai.mdx'), 'thu/hoi-truong.jpeg': large.prose })).toEqual([
      'content/bai.mdx:9:1  image  không có ảnh content/thu/hoi-truong.jpg. Có phải ý bạn là "thu/hoi-truong.jpeg"?',
    ]);
  });

  it('says where a photo named without its leading slash was looked for, and what to write for the one in public/', () => {
    const page = fixture('anh-trong-bai.mdx').replace('thu/hoi-truong.jpg', 'images/qr-example.svg');
    expect(problemsAdded({ 'bai.mdx': page })).toEqual([
      'content/bai.mdx:9:1  image  "images/qr-example.svg" thiếu dấu / ở đầu nên được tìm cạnh trang (content/images/qr-example.svg); ảnh trong public/ thì viết "/images/qr-example.svg"',
    ]);
  });

  it('refuses a format browsers do not show, and a file that is no photo, saying what to save it as', async () => {
    const heic = fixture('anh-trong-bai.mdx').replace('thu/hoi-truong.jpg', 'thu/hoi-truong.heic');
    expect(problemsAdded({ 'bai.mdx': heic, 'thu/hoi-truong.heic': await sharp(large.prose).heif({ compression: 'av1' }).toBuffer() })).toEqual([
      'content/bai.mdx:9:1  image  ảnh "thu/hoi-truong.heic" là tệp .heic, trình duyệt không hiển thị được; mở ảnh rồi lưu (xuất) lại thành JPEG, ví dụ "hoi-truong.jpg", và viết tên tệp mới ở đây',
    ]);
    expect(problemsAdded({ 'bai.mdx': fixture('anh-trong-bai.mdx'), 'thu/hoi-truong.jpg': 'Ảnh sẽ gửi sau' })).toEqual([
      'content/bai.mdx:9:1  image  tệp "thu/hoi-truong.jpg" không đọc được như ảnh JPG (hỏng, hoặc là định dạng khác mang đuôi .jpg); mở ảnh rồi lưu lại thành JPEG',
    ]);
  });

  it('asks for a banner’s description at the banner', () => {
    const noAlt = fixture('su-kien-co-anh.mdx').replace(/\n {2}alt: .*/, '');
    expect(problemsAdded({ 'thu.mdx': noAlt, 'thu/bia.jpg': large.banner, 'thu/nam.jpg': large.avatar })).toEqual([
      expect.stringMatching(/^content\/thu\.mdx:11:1 {2}schema {2}banner\.alt: cần mô tả ảnh cho người không xem được ảnh, ví dụ alt: /),
    ]);
  });
});
