import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../core/problem.ts';
import { outlineMdx } from '../parse/outlineMdx.ts';
import { fixtureSite } from '../../testing/fixtureSite/definition.ts';
import { fixtureProblems } from '../../testing/fixtureSite/fixtureProblems.ts';
import { rawHtmlProblems } from './rawHtml.ts';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', 'html', name), 'utf8');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The fixture site, allowing frames from one host. */
const withEmbedHosts = { ...fixtureSite, embedHosts: () => ['www.youtube-nocookie.com'] };

describe('raw HTML in a page', () => {
  it.each([
    ['a <script>, pointing to blocks and their behaviours', 'script.mdx', 'content/thu.mdx:9:1  html  script: thẻ <script> không được dùng', '*.behavior.ts'],
    ['a <style>, pointing to the site\'s styles', 'style.mdx', 'content/thu.mdx:9:1  html  style: thẻ <style> không được dùng', 'renderer/styles.css'],
    ['an on…= attribute, at the attribute', 'on-attribute.mdx', 'content/thu.mdx:9:6  html  div.onClick: thuộc tính onClick chạy mã', 'hành vi thuộc về một khối'],
    ['an iframe from a host not in embedHosts, naming both places to add it', 'iframe-host.mdx', 'content/thu.mdx:9:9  embed  iframe.src: máy chủ docs.google.com chưa được phép nhúng',
      'thêm "docs.google.com" vào embedHosts trong content/data/site.yaml; trình duyệt chỉ cho hiện khung từ các máy chủ có ở đó'],
    ['an export line, pointing to blocks and to a code block for showing it', 'export.mdx', 'content/thu.mdx:9:1  mdx  export: dòng “export const gia = 1500000” là mã', 'đặt nó trong khối mã'],
    ['an iframe over http', 'iframe-http.mdx', 'content/thu.mdx:9:9  embed  iframe.src: khung nhúng cần một địa chỉ https://', 'viết "https://forms.example.com/dang-ky"'],
  ])('refuses %s', (_what, name, prefix, fix) => {
    expect(fixtureProblems({ 'thu.mdx': fixture(name) }, { definition: withEmbedHosts })).toEqual([expect.stringMatching(new RegExp(`^${escape(prefix)}.*${escape(fix)}`))]);
  });

  it('accepts an iframe from an allowed host and HTML elements that run nothing', () => {
    const mdx = '<iframe src="https://www.youtube-nocookie.com/embed/x" title="Video"></iframe>\n\n<div id="x" className="note">Chữ <span>thường</span>, <a href="/gioi-thieu">liên kết</a></div>\n\n<Section id="one">\n\n## Một\n\n</Section>\n';
    const parsed = outlineMdx(mdx);
    if (!('outline' in parsed)) throw new Error(parsed.error.reason);
    const site = { data: {}, definition: { embedHosts: () => ['www.youtube-nocookie.com'] } };
    expect(rawHtmlProblems({ file: 'content/thu.mdx', outline: parsed.outline }, site).map(formatProblem)).toEqual([]);
  });
});
