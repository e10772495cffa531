import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureSite } from '../../../testing/fixtureSite/definition.ts';
import { fixtureProblems } from '../../../testing/fixtureSite/fixtureProblems.ts';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'images', name), 'utf8');
const speakers = readFileSync(path.join(import.meta.dirname, '..', '..', '..', 'testing', 'fixtureSite', 'content', 'data', 'speakers.yaml'), 'utf8');
const photo = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#7a6a5a' } }).jpeg({ quality: 30 }).toBuffer();

/** The fixture's speakers, the first with a photo in public/ (shown square, 80 px wide). */
const withAvatar = { 'data/speakers.yaml': speakers.replace('  role: Diễn giả\n', '  role: Diễn giả\n  avatar: /images/an.jpg\n') };

let large: { banner: Buffer; avatar: Buffer; prose: Buffer };
beforeAll(async () => {
  large = { banner: await photo(1800, 900), avatar: await photo(200, 200), prose: await photo(1600, 1000) };
});

describe('photos beside a page', () => {
  it('are accepted when large enough for where they are shown, in frontmatter, in data and in the text', () => {
    expect(withAvatar['data/speakers.yaml']).not.toBe(speakers);
    expect(fixtureProblems({
      'thu.mdx': fixture('su-kien-co-anh.mdx'), 'thu/bia.jpg': large.banner, ...withAvatar, '../public/images/an.jpg': large.avatar,
      'bai.mdx': fixture('anh-trong-bai.mdx'), 'thu/hoi-truong.jpg': large.prose,
    })).toEqual([]);
  });

  it('warns at the field when a photo is under twice its largest displayed width, naming the size it needs', async () => {
    expect(fixtureProblems({ 'thu.mdx': fixture('su-kien-co-anh.mdx'), 'thu/bia.jpg': await photo(1600, 1200), ...withAvatar, '../public/images/an.jpg': await photo(300, 120) })).toEqual([
      // 300 px wide, but cut square it is 120 px: the height is what falls short.
      'content/data/speakers.yaml:4:3  image  warning: an.avatar: ảnh "/images/an.jpg" chỉ 300 × 120 px nên bị mờ trên màn hình điện thoại: chỗ này hiện ảnh rộng tới 80 px, cần ảnh gốc ít nhất 160 × 160 px (khung ảnh vuông, nên cả chiều cao cũng cần đủ); dùng ảnh gốc lớn hơn (ảnh chụp từ điện thoại là đủ)',
      'content/thu.mdx:8:3  image  warning: banner.image: ảnh "thu/bia.jpg" chỉ 1600 × 1200 px nên bị mờ trên màn hình điện thoại: chỗ này hiện ảnh rộng tới 896 px, cần ảnh gốc ít nhất 1792 × 896 px (khung ảnh 2:1, nên cả chiều cao cũng cần đủ); dùng ảnh gốc lớn hơn (ảnh chụp từ điện thoại là đủ)',
    ]);
  });

  it('warns at a Markdown image in the text too', async () => {
    expect(fixtureProblems({ 'bai.mdx': fixture('anh-trong-bai.mdx'), 'thu/hoi-truong.jpg': await photo(1200, 800) })).toEqual([
      'content/bai.mdx:9:1  image  warning: ảnh "thu/hoi-truong.jpg" chỉ 1200 × 800 px nên bị mờ trên màn hình điện thoại: chỗ này hiện ảnh rộng tới 720 px, cần ảnh gốc ít nhất 1440 px; dùng ảnh gốc lớn hơn (ảnh chụp từ điện thoại là đủ)',
    ]);
  });

  it('reports a missing photo once, naming the file that is there', () => {
    expect(fixtureProblems({ 'bai.mdx': fixture('anh-trong-bai.mdx'), 'thu/hoi-truong.jpeg': large.prose })).toEqual([
      'content/bai.mdx:9:1  image  không có ảnh content/thu/hoi-truong.jpg. Có phải ý bạn là "thu/hoi-truong.jpeg"?',
    ]);
  });

  it('says where a photo named without its leading slash was looked for, and what to write for the one in public/', () => {
    const page = fixture('anh-trong-bai.mdx').replace('thu/hoi-truong.jpg', 'images/qr-example.svg');
    expect(fixtureProblems({ 'bai.mdx': page, '../public/images/qr-example.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' })).toEqual([
      'content/bai.mdx:9:1  image  "images/qr-example.svg" thiếu dấu / ở đầu nên được tìm cạnh trang (content/images/qr-example.svg); ảnh trong public/ thì viết "/images/qr-example.svg"',
    ]);
  });

  it('refuses a format browsers do not show, and a file that is no photo, saying what to save it as', async () => {
    const heic = fixture('anh-trong-bai.mdx').replace('thu/hoi-truong.jpg', 'thu/hoi-truong.heic');
    expect(fixtureProblems({ 'bai.mdx': heic, 'thu/hoi-truong.heic': await sharp(large.prose).heif({ compression: 'av1' }).toBuffer() })).toEqual([
      'content/bai.mdx:9:1  image  ảnh "thu/hoi-truong.heic" là tệp .heic, trình duyệt không hiển thị được; mở ảnh rồi lưu (xuất) lại thành JPEG, ví dụ "hoi-truong.jpg", và viết tên tệp mới ở đây',
    ]);
    expect(fixtureProblems({ 'bai.mdx': fixture('anh-trong-bai.mdx'), 'thu/hoi-truong.jpg': 'Ảnh sẽ gửi sau' })).toEqual([
      'content/bai.mdx:9:1  image  tệp "thu/hoi-truong.jpg" không đọc được như ảnh JPG (hỏng, hoặc là định dạng khác mang đuôi .jpg); mở ảnh rồi lưu lại thành JPEG',
    ]);
  }, 30_000);

  it('checks no photo\'s size for a site that names no photo fields', async () => {
    const { images: _images, ...noImages } = fixtureSite;
    expect(fixtureProblems({ 'bai.mdx': fixture('anh-trong-bai.mdx'), 'thu/hoi-truong.jpg': await photo(1200, 800) }, { definition: noImages })).toEqual([]);
  });
});
