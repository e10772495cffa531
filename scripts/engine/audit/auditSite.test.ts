import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditSite } from './auditSite.ts';
import { formatProblem } from '../core/problem.ts';

let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'audit-test-'));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

/** A built site of two pages (`/` and `/khoa-hoc`), the MDX source that wrote the first, and shared data files by name. */
function siteWith(body: string, source: string, data: Record<string, string> = {}) {
  const client = path.join(root, 'dist', 'client');
  mkdirSync(path.join(client, 'khoa-hoc'), { recursive: true });
  mkdirSync(path.join(client, 'images'));
  writeFileSync(path.join(client, 'images', 'co-that.png'), '');
  writeFileSync(path.join(client, 'index.html'), `<!doctype html><html><body><main id="main">${body}</main></body></html>`);
  writeFileSync(path.join(client, 'khoa-hoc', 'index.html'), '<!doctype html><html><body><section id="curriculum"></section></body></html>');
  mkdirSync(path.join(root, 'content', 'data'), { recursive: true });
  writeFileSync(path.join(root, 'content', 'index.mdx'), source);
  for (const [name, text] of Object.entries(data)) writeFileSync(path.join(root, 'content', 'data', name), text);
  return auditSite({
    clientDir: client,
    root,
    contentDir: path.join(root, 'content'),
    pages: [{ route: '/', file: 'content/index.mdx' }, { route: '/khoa-hoc', file: 'content/khoa-hoc.mdx' }],
    unpublished: ['/ban-nhap'],
    embedHosts: ['forms.example.com'],
    siteUrl: 'https://site.example',
  }).map(formatProblem);
}

describe('auditSite', () => {
  it('accepts links to pages, files and anchors that exist, and safe new-tab links', () => {
    const html = '<a href="/khoa-hoc">a</a><a href="/khoa-hoc#curriculum">b</a><a href="#main">c</a><a href="/images/co-that.png">d</a>'
      + '<a href="https://zalo.me/x" target="_blank" rel="noopener noreferrer">e</a><img src="/images/co-that.png" alt="Ảnh">'
      + '<img src="/images/co-that.png" alt=""><iframe src="https://forms.example.com/f" title="f"></iframe>';
    expect(siteWith(html, '')).toEqual([]);
  });

  it('reports a link to a page that does not exist at the link, as npm run check places it', () => {
    expect(siteWith('<a href="/khoa-hoc-cu">x</a>', '---\ntitle: x\n---\n\nXem [khóa cũ](/khoa-hoc-cu).\n')).toEqual([
      'content/index.mdx:5:5  link  liên kết tới "/khoa-hoc-cu": không có trang hay tệp nào ở đó. Có phải ý bạn là "/khoa-hoc"?',
    ]);
  });

  it('says when the linked page is a draft or scheduled', () => {
    expect(siteWith('<a href="/ban-nhap">x</a>', '[x](/ban-nhap)')).toEqual([
      'content/index.mdx:1:5  link  liên kết tới "/ban-nhap": trang này chưa được đăng (bản nháp hoặc hẹn giờ)',
    ]);
  });

  it('reports an anchor missing on the target page, and on the page itself', () => {
    expect(siteWith('<a href="/khoa-hoc#lo-trinh">x</a><a href="#khong-co">y</a>', '[x](/khoa-hoc#lo-trinh) [y](#khong-co)')).toEqual([
      'content/index.mdx:1:5  anchor  liên kết tới "/khoa-hoc#lo-trinh": trang /khoa-hoc không có mục nào mang id "lo-trinh"',
      'content/index.mdx:1:29  anchor  liên kết tới "#khong-co": trang / không có mục nào mang id "khong-co"',
    ]);
  });

  it('suggests the id meant when an anchor is misspelt', () => {
    expect(siteWith('<a href="/khoa-hoc#curiculum">x</a>', '[x](/khoa-hoc#curiculum)')).toEqual([
      'content/index.mdx:1:5  anchor  liên kết tới "/khoa-hoc#curiculum": trang /khoa-hoc không có mục nào mang id "curiculum". Có phải ý bạn là "curriculum"?',
    ]);
  });

  it('reports missing images, images over http and images without alt text', () => {
    const html = '<img src="/images/khong-co.png" alt="a"><img src="http://cdn.example.com/a.png" alt="b"><img src="/images/co-that.png">';
    expect(siteWith(html, '![a](/images/khong-co.png) ![b](http://cdn.example.com/a.png) ![](/images/co-that.png)')).toEqual([
      'content/index.mdx:1:6  image  ảnh "/images/khong-co.png" không tồn tại; đặt tệp ảnh vào public/ (đúng tên, phân biệt chữ hoa chữ thường)',
      'content/index.mdx:1:33  image  ảnh "http://cdn.example.com/a.png" không dùng https; đổi thành https://',
      'content/index.mdx:1:67  image  ảnh "/images/co-that.png" thiếu mô tả (alt); hãy mô tả ảnh, ví dụ ![Mô tả ảnh](/images/co-that.png)',
    ]);
  });

  it('reports a menu link once in its data file, at the entry, where the page shows "#x" of nav.yaml as "/#x"', () => {
    const nav = 'main:\n  - label: Khóa học\n    href: "#khoa-hoc-cu"\n';
    const html = '<a href="/#khoa-hoc-cu">x</a>';
    expect(siteWith(html, '---\ntitle: x\n---\n\nChữ nhắc tới #khoa-hoc-cu.\n', { 'nav.yaml': nav })).toEqual([
      expect.stringMatching(/^content\/data\/nav\.yaml:3:5 {2}anchor {2}/),
    ]);
  });

  it('reports a page icon or sharing image that does not exist, at its frontmatter field', () => {
    const head = '<link rel="icon" href="/icons/khong-co.svg"><meta property="og:image" content="https://site.example/og-khong-co.png">';
    expect(siteWith(head, '---\nfavicon: /icons/khong-co.svg\nogImage: /og-khong-co.png\n---\n')).toEqual([
      'content/index.mdx:2:1  image  ảnh "/icons/khong-co.svg" không tồn tại; đặt tệp ảnh vào public/ (đúng tên, phân biệt chữ hoa chữ thường)',
      'content/index.mdx:3:1  image  ảnh "/og-khong-co.png" không tồn tại; đặt tệp ảnh vào public/ (đúng tên, phân biệt chữ hoa chữ thường)',
    ]);
  });

  it('reports embeds that are not https or not from an allowed host, including forms loaded on demand', () => {
    const html = '<iframe src="http://forms.example.com/a"></iframe><iframe data-src="https://evil.example.net/f"></iframe>';
    expect(siteWith(html, 'http://forms.example.com/a https://evil.example.net/f')).toEqual([
      'content/index.mdx:1:1  embed  nội dung nhúng "http://forms.example.com/a" không phải địa chỉ https://',
      'content/index.mdx:1:28  embed  nội dung nhúng "https://evil.example.net/f": máy chủ evil.example.net chưa được phép; thêm nó vào embedHosts trong content/data/site.yaml (hiện có: forms.example.com)',
    ]);
  });

  it('reports a new-tab link without noopener and noreferrer', () => {
    expect(siteWith('<a href="https://x.example.com" target="_blank">x</a>', '<a href="https://x.example.com" target="_blank">x</a>')).toEqual([
      'content/index.mdx:1:10  rel  liên kết mở tab mới tới "https://x.example.com" thiếu rel="noopener noreferrer"; thêm thuộc tính đó, hoặc dùng liên kết Markdown [chữ](https://x.example.com)',
    ]);
  });
});
