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

/** A built site of two pages (`/` and `/khoa-hoc`) and the MDX source that wrote the first. */
function siteWith(body: string, source: string) {
  const client = path.join(root, 'dist', 'client');
  mkdirSync(path.join(client, 'khoa-hoc'), { recursive: true });
  mkdirSync(path.join(client, 'images'));
  writeFileSync(path.join(client, 'images', 'co-that.png'), '');
  writeFileSync(path.join(client, 'index.html'), `<!doctype html><html><body><main id="main">${body}</main></body></html>`);
  writeFileSync(path.join(client, 'khoa-hoc', 'index.html'), '<!doctype html><html><body><section id="curriculum"></section></body></html>');
  mkdirSync(path.join(root, 'content', 'data'), { recursive: true });
  writeFileSync(path.join(root, 'content', 'index.mdx'), source);
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
      + '<img src="/images/co-that.png" alt="" role="presentation"><iframe src="https://forms.example.com/f" title="f"></iframe>';
    expect(siteWith(html, '')).toEqual([]);
  });

  it('reports a link to a page that does not exist, where the MDX wrote it', () => {
    expect(siteWith('<a href="/khoa-hoc-cu">x</a>', '---\ntitle: x\n---\n\nXem [khóa cũ](/khoa-hoc-cu).\n')).toEqual([
      'content/index.mdx:5:15  link  link to "/khoa-hoc-cu": no such page or file',
    ]);
  });

  it('says when the linked page is a draft or scheduled', () => {
    expect(siteWith('<a href="/ban-nhap">x</a>', '[x](/ban-nhap)')).toEqual([
      'content/index.mdx:1:5  link  link to "/ban-nhap": a page that is not published (draft or scheduled)',
    ]);
  });

  it('reports an anchor missing on the target page, and on the page itself', () => {
    expect(siteWith('<a href="/khoa-hoc#lo-trinh">x</a><a href="#khong-co">y</a>', '[x](/khoa-hoc#lo-trinh) [y](#khong-co)')).toEqual([
      'content/index.mdx:1:5  anchor  link to "/khoa-hoc#lo-trinh": no element with id "lo-trinh" on /khoa-hoc',
      'content/index.mdx:1:29  anchor  link to "#khong-co": no element with id "khong-co" on /',
    ]);
  });

  it('reports missing images, images over http and images without alt text', () => {
    const html = '<img src="/images/khong-co.png" alt="a"><img src="http://cdn.example.com/a.png" alt="b"><img src="/images/co-that.png">';
    expect(siteWith(html, '![a](/images/khong-co.png) ![b](http://cdn.example.com/a.png) ![](/images/co-that.png)')).toEqual([
      'content/index.mdx:1:6  image  image "/images/khong-co.png" does not exist (put it in public/)',
      'content/index.mdx:1:33  image  image "http://cdn.example.com/a.png" is not https',
      'content/index.mdx:1:67  image  image "/images/co-that.png" has no alt text; describe it, e.g. ![Mô tả ảnh](/images/co-that.png)',
    ]);
  });

  it('reports a page icon or sharing image that does not exist', () => {
    const head = '<link rel="icon" href="/icons/khong-co.svg"><meta property="og:image" content="https://site.example/og-khong-co.png">';
    expect(siteWith(head, '---\nfavicon: /icons/khong-co.svg\nogImage: /og-khong-co.png\n---\n')).toEqual([
      'content/index.mdx:2:10  image  image "/icons/khong-co.svg" does not exist (put it in public/)',
      'content/index.mdx:3:10  image  image "/og-khong-co.png" does not exist (put it in public/)',
    ]);
  });

  it('reports embeds that are not https or not from an allowed host, including forms loaded on demand', () => {
    const html = '<iframe src="http://forms.example.com/a"></iframe><iframe data-src="https://evil.example.net/f"></iframe>';
    expect(siteWith(html, 'http://forms.example.com/a https://evil.example.net/f')).toEqual([
      'content/index.mdx:1:1  embed  embedded "http://forms.example.com/a" is not an https URL',
      'content/index.mdx:1:28  embed  embedded "https://evil.example.net/f": host evil.example.net is not allowed; add it to embedHosts in content/data/site.yaml (now: forms.example.com)',
    ]);
  });

  it('reports a new-tab link without noopener and noreferrer', () => {
    expect(siteWith('<a href="https://x.example.com" target="_blank">x</a>', '<a href="https://x.example.com" target="_blank">x</a>')).toEqual([
      'content/index.mdx:1:10  rel  new-tab link to "https://x.example.com" without rel="noopener noreferrer"',
    ]);
  });
});
