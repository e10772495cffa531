/**
 * The link checks on the fixture site (scripts/testing/fixtureSite/): its pages /, with the section
 * gioi-thieu, and /su-kien, its menu (data/nav.yaml) and its speakers; each case adds the page, data
 * file or file in public/ it needs. This site's own links are checked in site/definition.test.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureProblems } from '../../../testing/fixtureSite/fixtureProblems.ts';
import type { FixtureFiles } from '../../../testing/fixtureSite/loadFixture.ts';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'links', name), 'utf8');
const fixtureData = (name: string) => readFileSync(path.join(import.meta.dirname, '..', '..', '..', 'testing', 'fixtureSite', 'content', 'data', name), 'utf8');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A file in public/, which pages name from the site's root (`/images/qr-example.svg`). */
const qrExample = { '../public/images/qr-example.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' };

/** Exactly these problems, each starting `path:line:col  rule  field: ` and naming its fix, and nothing else. */
function expectOnly(files: FixtureFiles, expected: [prefix: string, fix: string][], options: { today?: string } = {}) {
  expect(fixtureProblems(files, options)).toEqual(expected.map(([prefix, fix]) => expect.stringMatching(new RegExp(`^${escape(prefix)}.*${escape(fix)}`))));
}

/** The problems these files cause, but for the note every draft or scheduled page gets. */
const linkProblems = (files: FixtureFiles, today?: string) => fixtureProblems(files, today ? { today } : {}).filter((line) => !line.includes('  publish  '));

describe('links in a page\'s MDX', () => {
  it.each([
    ['a page path without its leading slash', 'no-leading-slash.mdx', 'content/thu.mdx:9:5  link  "su-kien" thiếu dấu /', 'viết "/su-kien"'],
    ['a page that does not exist, with the one meant', 'unknown-page.mdx', 'content/thu.mdx:9:5  link  không có trang "/su-kien-cu"', 'Có phải ý bạn là "/su-kien"?'],
    ['an id missing on the page linked to', 'missing-anchor.mdx', 'content/thu.mdx:9:5  anchor  không có phần nào có id "lo-trinh" trên trang /', 'các phần có id trên đó: gioi-thieu'],
    ['an id typed without tone marks for a heading\'s, on the page itself', 'anchor-on-page.mdx', 'content/thu.mdx:9:18  anchor  không có phần nào có id "cau-hoi" trên trang này', 'Có phải ý bạn là "câu-hỏi"?'],
    ['an image whose name differs from the file in public/ by case', 'image-wrong-case.mdx', 'content/thu.mdx:9:1  image  không có ảnh public/images/QR-Example.svg', 'viết "/images/qr-example.svg"'],
    ['a file that is not in public/', 'file-missing.mdx', 'content/thu.mdx:9:5  link  không có tệp public/tai-lieu/buoi-1.pdf', 'đặt tệp vào public/tai-lieu/'],
    ['www. typed bare in the text, which GFM makes an http link', 'bare-www.mdx', 'content/thu.mdx:9:12  link  "www.example.com" viết trần', 'viết "https://www.example.com"'],
    ['www. as a link without its scheme', 'www-link.mdx', 'content/thu.mdx:9:5  link  "www.example.com/tai-lieu" thiếu https://', 'viết "https://www.example.com/tai-lieu"'],
    ['a link over http', 'http-link.mdx', 'content/thu.mdx:9:5  link  địa chỉ "http://example.com/tai-lieu" dùng http://', 'viết "https://example.com/tai-lieu"'],
    ['an image over http', 'http-image.mdx', 'content/thu.mdx:9:1  image  ảnh "http://cdn.example.com/so-do.png" dùng http://', 'viết "https://cdn.example.com/so-do.png"'],
    ['javascript: in an HTML link\'s href', 'javascript-link.mdx', 'content/thu.mdx:9:4  link  a.href: "javascript:alert(1)" chạy mã', 'liên kết trỏ tới một trang'],
    ['a data: image', 'data-image.mdx', 'content/thu.mdx:9:1  image  "data:image/png;base64,iVBORw0KGgo=" nhúng cả tệp', 'viết "/images/anh.png"'],
    ['a phone number with letters', 'bad-tel.mdx', 'content/thu.mdx:9:5  link  số điện thoại "tel:0900-ABC-123" không gọi được', 'ví dụ "tel:+84901234567"'],
    ['a mail address without a dot in its domain', 'bad-mailto.mdx', 'content/thu.mdx:9:5  link  địa chỉ thư "mailto:hotro@example" không gửi được', 'ví dụ "mailto:hotro@example.com"'],
    ['a new-tab link without noopener and noreferrer', 'new-tab.mdx', 'content/thu.mdx:9:38  rel  a.rel: liên kết mở tab mới tới "https://zalo.me/g/nhom-hoc"', 'thêm rel="noopener noreferrer"'],
    ['an image without a description', 'image-no-alt.mdx', 'content/thu.mdx:9:1  image  ảnh "/images/qr-example.svg" chưa có mô tả', '![Mô tả ảnh](/images/qr-example.svg)'],
  ])('reports %s at the link', (_what, name, prefix, fix) => {
    expectOnly({ 'thu.mdx': fixture(name), ...qrExample }, [[prefix, fix]]);
  });

  it('says when the page linked to is a draft, and leaves drafts free to link to each other', () => {
    expectOnly({ 'thu.mdx': fixture('links-to-draft.mdx'), 'bai-nhap.mdx': fixture('draft.mdx') }, [
      ['content/bai-nhap.mdx:5:1  publish  note: draft: ', 'npm run dev'],
      ['content/thu.mdx:9:5  link  trang "/bai-nhap" là bản nháp (draft: true)', 'bỏ liên kết này hoặc đăng trang đó trước'],
    ]);
    const draftToDraft = fixture('links-to-draft.mdx').replace('description:', 'draft: true\ndescription:');
    expect(linkProblems({ 'thu.mdx': draftToDraft, 'bai-nhap.mdx': fixture('draft.mdx') })).toEqual([]);
  });

  it('says from which day the page linked to is out, as of the day the check runs', () => {
    const scheduled = fixture('draft.mdx').replace('draft: true', 'publishDate: 2030-01-01');
    expect(linkProblems({ 'thu.mdx': fixture('links-to-draft.mdx'), 'bai-nhap.mdx': scheduled }, '2029-12-31')).toEqual([
      'content/thu.mdx:9:5  link  trang "/bai-nhap" chỉ đăng từ ngày 2030-01-01 (publishDate) nên không có trong bản dựng và liên kết sẽ hỏng; bỏ liên kết này hoặc đăng trang đó trước',
    ]);
    expect(linkProblems({ 'thu.mdx': fixture('links-to-draft.mdx'), 'bai-nhap.mdx': scheduled }, '2030-01-01')).toEqual([]);
  });
});

describe('links in frontmatter', () => {
  it('reports each at its field: a file in public/ by the wrong case, a page that does not exist, an id not on this page', () => {
    expectOnly({ 'thu.mdx': fixture('frontmatter-links.mdx'), '../public/images/bia.jpg': 'ảnh' }, [
      ['content/thu.mdx:8:3  image  banner.image: không có ảnh public/images/Bia.jpg', 'viết "/images/bia.jpg"'],
      ['content/thu.mdx:12:5  link  actions.0.href: không có trang "/lich-cu"', 'content/gioi-thieu.mdx là /gioi-thieu'],
      ['content/thu.mdx:14:5  anchor  actions.1.href: không có phần nào có id "lo-trinh" trên trang này', 'các phần có id trên đó: noi-dung'],
    ]);
  });
});

describe('links in shared data', () => {
  it('reports a menu entry once, in nav.yaml, reading "#x" as a section of the home page', () => {
    expectOnly({ 'data/nav.yaml': fixture('nav.yaml') }, [
      ['content/data/nav.yaml:4:5  anchor  main.0.href: không có phần nào có id "lo-trinh" trên trang chủ (trong menu và chân trang, "#lo-trinh" là một phần của trang chủ)', 'các phần có id trên đó: gioi-thieu'],
      ['content/data/nav.yaml:10:5  link  main.3.href: không có trang "/dien-gia-cu"', 'content/gioi-thieu.mdx là /gioi-thieu'],
    ]);
  });

  it('leaves a menu entry to a page not yet out alone, as the build leaves the entry out', () => {
    const toDraft = `${fixtureData('nav.yaml')}  - label: Bài nháp\n    href: /bai-nhap\n`;
    expect(linkProblems({ 'data/nav.yaml': toDraft, 'bai-nhap.mdx': fixture('draft.mdx') })).toEqual([]);
  });

  it('reports addresses over http and malformed phone numbers and mail addresses in a data file', () => {
    expectOnly({ 'data/nav.yaml': fixture('contact-nav.yaml') }, [
      ['content/data/nav.yaml:6:5  link  main.1.href: địa chỉ "http://zalo.me/0900000000" dùng http://', 'viết "https://zalo.me/0900000000"'],
      ['content/data/nav.yaml:8:5  link  main.2.href: số điện thoại "tel:0900 000" không gọi được', 'ít nhất 8 chữ số'],
      ['content/data/nav.yaml:10:5  link  main.3.href: địa chỉ thư "mailto:support@@example.com" không gửi được', 'đúng một dấu @'],
    ]);
  });

  it('reports an image named by the wrong case in a data file', () => {
    const speakers = fixtureData('speakers.yaml').replace('  role: Diễn giả\n', '  role: Diễn giả\n  avatar: /images/QR-example.svg\n');
    expectOnly({ 'data/speakers.yaml': speakers, ...qrExample }, [
      ['content/data/speakers.yaml:4:3  image  an.avatar: không có ảnh public/images/QR-example.svg', 'viết "/images/qr-example.svg"'],
    ]);
  });

  it('leaves an href that is no address at all to its schema, so it is reported once', () => {
    expectOnly({ 'data/nav.yaml': fixture('not-an-address-nav.yaml') }, [
      ['content/data/nav.yaml:6:5  schema  main.1.href: ', '"su-kien"'],
    ]);
  });
});
