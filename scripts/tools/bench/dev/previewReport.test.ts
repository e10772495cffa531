import { describe, expect, it } from 'vitest';
import { duration, formatPreviewReport } from './previewReport.ts';

describe('formatPreviewReport', () => {
  const starts = (...wallMs: number[]) => wallMs.map((ms) => ({ wallMs: ms, cpuSeconds: ms / 1000 + 0.5 }));
  const report = formatPreviewReport({ coldStart: { wallMs: 9120, cpuSeconds: 14.25 }, warmStarts: starts(2400, 1800, 1900), editsMs: [1700, 250, 280, 900, 260], errorPageShown: true, otherPageProblem: 'it shows the content error page' });

  it('holds the median of the later starts to 2 s, the cold start shown beside it, each with its CPU time', () => {
    expect(report).toMatch(/\| first page after npm run dev, empty cache +\| +9\.1 s \| +14\.3 s \| +\| +\|/);
    expect(report).toMatch(/\| first page after npm run dev, median of 3 starts \(2\.4 s, 1\.8 s, 1\.9 s\) +\| +1\.9 s \| +2\.4 s \| +≤ 2\.0 s \| yes +\|/);
  });

  it('holds the median of five edits to 300 ms, listing each', () => {
    expect(report).toMatch(/\| edit seen in the open page, median of 5 \(1\.7 s, 250 ms, 280 ms, 900 ms, 260 ms\) +\| +280 ms \| +\| +≤ 300 ms \| yes +\|/);
  });

  it('says no where a bound is missed', () => {
    const slow = formatPreviewReport({ coldStart: { wallMs: 9000, cpuSeconds: 12 }, warmStarts: starts(2100), editsMs: [301], errorPageShown: true, otherPageProblem: undefined });
    expect(slow).toMatch(/median of 1 starts \(2\.1 s\) +\| +2\.1 s \| +2\.6 s \| +≤ 2\.0 s \| no +\|/);
    expect(slow).toMatch(/median of 1 \(301 ms\) +\| +301 ms \| +\| +≤ 300 ms \| no +\|/);
  });

  it('answers the broken page and the other page as yes or no lines', () => {
    expect(report).toContain("A page with a broken MDX edit shows the content error page: yes");
    expect(report).toContain('Another page keeps working meanwhile (its content, no error): no, it shows the content error page');
    expect(formatPreviewReport({ coldStart: { wallMs: 1, cpuSeconds: 1 }, warmStarts: starts(1), editsMs: [1], errorPageShown: false, otherPageProblem: undefined })).toMatch(/error page: no\nAnother page keeps working meanwhile \(its content, no error\): yes$/);
  });
});

describe('duration', () => {
  it('gives milliseconds under a second and seconds to a tenth above', () => {
    expect(duration(287.4)).toBe('287 ms');
    expect(duration(1749)).toBe('1.7 s');
    expect(duration(Number.NaN)).toBe('–');
  });
});
