import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeScratchProject, runScript } from './engine/bench/scratchProject.ts';

/** `npm run check` over a scratch copy with one page holding a mistake of each kind the built HTML reveals. */
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
  it('reports every mistake in the built page at once, at its line, and exits non-zero', () => {
    const { status, stdout } = runScript(copy, 'check.ts');
    expect(status).toBe(1);
    const lines = stdout.split('\n').filter((line) => line.startsWith('content/loi.mdx'));
    expect(lines).toEqual([
      'content/loi.mdx:9:15  link  link to "/lich-cu": no such page or file',
      'content/loi.mdx:9:39  anchor  link to "/lap-trinh-bot-auto-trading-khong-can-biet-code#lo-trinh-cu": no element with id "lo-trinh-cu" on /lap-trinh-bot-auto-trading-khong-can-biet-code',
      'content/loi.mdx:11:5  image  image "/images/qr-example.svg" has no alt text; describe it, e.g. ![Mô tả ảnh](/images/qr-example.svg)',
      'content/loi.mdx:13:14  embed  embedded "https://www.example.org/form": host www.example.org is not allowed; add it to embedHosts in content/data/site.yaml (now: forms.example.com, www.youtube-nocookie.com)',
      'content/loi.mdx:15:10  rel  new-tab link to "https://zalo.me/abc" without rel="noopener noreferrer"',
    ]);
    expect(stdout).toMatch(/page\(s\) checked: 5 error\(s\)/);
  });

  it('also writes GitHub annotations on GitHub Actions', () => {
    const { stdout } = runScript(copy, 'check.ts', [], { GITHUB_ACTIONS: 'true' });
    expect(stdout).toContain('::error file=content/loi.mdx,line=9,col=15,title=link::link to "/lich-cu": no such page or file');
    expect(stdout).toMatch(/^::warning file=content\/data\/contacts\.yaml,line=\d+,col=\d+,title=example::group-chat\.href: example value/m);
  });

  it('passes the real content, listing placeholders as warnings', () => {
    rmSync(path.join(copy, 'content', 'loi.mdx'));
    try {
      const { status, stdout } = runScript(copy, 'check.ts');
      expect(status, stdout).toBe(0);
      expect(stdout).toMatch(/0 error\(s\), \d+ warning\(s\)/);
    } finally {
      writeFileSync(path.join(copy, 'content', 'loi.mdx'), broken);
    }
    expect(readFileSync(path.join(copy, 'content', 'loi.mdx'), 'utf8')).toBe(broken);
  });
});
