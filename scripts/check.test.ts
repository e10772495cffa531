import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeScratchProject, runScript } from './tools/bench/scratchProject.ts';

/** `npm run check` over a scratch copy with one page holding a mistake of each kind the audit of the built HTML used to find. */
let copy: string;
const broken = `---
type: page
title: Trang có lỗi
description: Một trang gom các lỗi mà người viết hay mắc.
---

# Trang có lỗi

Xem [lịch cũ](/lich-cu) và [lộ trình](/lap-trinh-bot-auto-trading-khong-can-biet-code#lo-trinh-cu).

![](/images/qr-example.svg)

<iframe src="https://www.example.org/form" title="Biểu mẫu"></iframe>

<a href="https://zalo.me/abc" target="_blank">Zalo</a>
`;

beforeAll(() => {
  copy = makeScratchProject('site-check-');
  writeFileSync(path.join(copy, 'content', 'loi.mdx'), broken);
});

afterAll(() => {
  rmSync(copy, { recursive: true, force: true });
});

describe('npm run check', { timeout: 120_000 }, () => {
  it('reports every mistake in the page at once, at its line, without building, and exits non-zero', () => {
    const { status, stdout } = runScript(copy, 'check.ts');
    expect(status).toBe(1);
    const lines = stdout.split('\n').filter((line) => line.startsWith('content/loi.mdx'));
    expect(lines).toEqual([
      'content/loi.mdx:9:5  link  không có trang "/lich-cu"; địa chỉ của một trang là đường dẫn tệp của nó trong content/ (content/gioi-thieu.mdx là /gioi-thieu)',
      'content/loi.mdx:9:28  anchor  không có phần nào có id "lo-trinh-cu" trên trang /lap-trinh-bot-auto-trading-khong-can-biet-code; các phần có id trên đó: tong-quan, thong-tin, curriculum, giang-vien, quyen-loi, dang-ky',
      'content/loi.mdx:11:1  image  ảnh "/images/qr-example.svg" chưa có mô tả cho người không xem được ảnh; viết mô tả trong ngoặc vuông: ![Mô tả ảnh](/images/qr-example.svg)',
      'content/loi.mdx:13:9  embed  iframe.src: máy chủ www.example.org chưa được phép nhúng; thêm "www.example.org" vào embedHosts trong content/data/site.yaml; trình duyệt chỉ cho hiện khung từ các máy chủ có ở đó (đang cho phép: forms.example.com, www.youtube-nocookie.com)',
      'content/loi.mdx:15:31  rel  a.rel: liên kết mở tab mới tới "https://zalo.me/abc" thiếu rel="noopener noreferrer", nên trang kia điều khiển được trang này; thêm rel="noopener noreferrer", hoặc viết [chữ](https://zalo.me/abc): liên kết Markdown tới trang khác tự mở tab mới an toàn',
    ]);
    // The writers' guide shows these lines as they are printed.
    const guide = readFileSync(path.join(import.meta.dirname, '..', 'CONTENT.md'), 'utf8');
    expect(lines.filter((line) => !guide.includes(line)), 'lines CONTENT.md shows otherwise').toEqual([]);
    // The real content's warnings are not listed among the errors but summed up after them, then the summary.
    expect(stdout.trim().split('\n').slice(-2)).toEqual([
      // By the real clock, the site's events are over: counted on a line of their own.
      expect.stringMatching(/^\d+ giá trị mẫu !example còn lại(?: · \d+ sự kiện đã diễn ra)? · \d+ cảnh báo khác \(npm run check -- --all\)$/),
      expect.stringMatching(/^Đã kiểm tra \d+ trang: 5 lỗi, \d+ cảnh báo\.$/),
    ]);
    expect(stdout).not.toContain('warning:');
  });


  it('lists every warning after the errors with --all, and also writes GitHub annotations on GitHub Actions', () => {
    const { stdout } = runScript(copy, 'check.ts', ['--all'], { GITHUB_ACTIONS: 'true' });
    const lines = stdout.split('\n');
    const lastError = lines.findLastIndex((line) => line.startsWith('content/loi.mdx'));
    expect(lines.findIndex((line) => line.includes('  example  warning: '))).toBeGreaterThan(lastError);
    expect(stdout).not.toContain('(npm run check -- --all)');
    expect(stdout).toContain('::error file=content/loi.mdx,line=9,col=5,title=link::không có trang "/lich-cu"; địa chỉ của một trang');
    expect(stdout).toMatch(/^::warning file=content\/data\/contacts\.yaml,line=\d+,col=\d+,title=example::group-chat\.href: giá trị mẫu/m);
  });

  it('passes the real content, listing placeholders as warnings', () => {
    rmSync(path.join(copy, 'content', 'loi.mdx'));
    try {
      const { status, stdout } = runScript(copy, 'check.ts');
      expect(status, stdout).toBe(0);
      // Two lines for a site with placeholders still to fill in: the warnings by kind, then the summary.
      expect(stdout.trim().split('\n')).toEqual([expect.stringContaining('giá trị mẫu !example còn lại'), expect.stringMatching(/: 0 lỗi, \d+ cảnh báo\.$/)]);
    } finally {
      writeFileSync(path.join(copy, 'content', 'loi.mdx'), broken);
    }
    expect(readFileSync(path.join(copy, 'content', 'loi.mdx'), 'utf8')).toBe(broken);
  });
});
