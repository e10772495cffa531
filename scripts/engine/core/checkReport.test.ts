import { describe, expect, it } from 'vitest';
import { formatCheckReport, wantsColour } from './checkReport.ts';
import type { Problem } from './problem.ts';

const placeholder = (file: string, line: number): Problem => ({ file, line, column: 9, rule: 'example', field: 'href', severity: 'warning', message: 'giá trị mẫu "https://example.com" vẫn còn; thay bằng giá trị thật rồi xoá thẻ !example' });
const repeatedFact: Problem = { file: 'content/a.mdx', line: 40, column: 3, rule: 'fact', severity: 'warning', message: '"20 học viên" lặp lại sĩ số tối đa' };
const draft: Problem = { file: 'content/nhap.mdx', line: 1, column: 1, rule: 'publish', severity: 'note', message: 'bản nháp, không đưa lên trang' };
const linkError: Problem = { file: 'content/b.mdx', line: 9, column: 5, rule: 'link', severity: 'error', message: 'không có trang "/lich-cu"' };
const schemaError: Problem = { file: 'content/b.mdx', line: 12, column: 1, rule: 'schema', field: 'price', severity: 'error', message: 'cần một số, đang là "Miễn phí". Viết 0' };
const yamlError: Problem = { file: 'content/data/courses.yaml', line: 8, column: 1, rule: 'yaml', severity: 'error', message: 'dòng này thụt lề bằng phím Tab' };

describe('formatCheckReport', () => {
  it('sums up a clean site in two lines: the warnings by kind, then the summary', () => {
    const problems = [placeholder('content/a.mdx', 3), repeatedFact, placeholder('content/data/site.yaml', 5), draft];
    expect(formatCheckReport(problems, 24)).toEqual([
      '2 giá trị mẫu !example còn lại · 1 cảnh báo khác · 1 ghi chú (npm run check -- --all)',
      'Đã kiểm tra 24 trang: 0 lỗi, 3 cảnh báo.',
    ]);
  });

  it('lists each word the spell check flags, after the errors, and counts the other warnings', () => {
    const typo: Problem = { file: 'content/a.mdx', line: 7, column: 9, rule: 'spelling', severity: 'warning', message: '"khoas" không có trong từ điển; có phải "khóa"?' };
    expect(formatCheckReport([placeholder('content/a.mdx', 3), typo, repeatedFact, linkError], 24)).toEqual([
      'content/b.mdx:9:5  link  không có trang "/lich-cu"',
      '',
      'content/a.mdx:7:9  spelling  warning: "khoas" không có trong từ điển; có phải "khóa"?',
      '',
      '1 giá trị mẫu !example còn lại · 1 cảnh báo khác (npm run check -- --all)',
      'Đã kiểm tra 24 trang: 1 lỗi, 3 cảnh báo.',
    ]);
  });

  it('sums up a kind with words of its own on the line of kinds, and lists a warning about the writer\'s own change', () => {
    const pastEvent = (file: string): Problem => ({ file, line: 5, column: 1, rule: 'past-event', field: 'start', severity: 'note', tally: 'sự kiện đã diễn ra', message: 'sự kiện đã diễn ra (kết thúc ngày 08/08/2025)' });
    const newPastEvent: Problem = { file: 'content/moi.mdx', line: 5, column: 1, rule: 'past-event', field: 'start', severity: 'warning', listed: true, message: 'sự kiện này đã diễn ra' };
    expect(formatCheckReport([placeholder('content/a.mdx', 3), pastEvent('content/a.mdx'), pastEvent('content/b.mdx'), newPastEvent, repeatedFact, draft], 24)).toEqual([
      'content/moi.mdx:5:1  past-event  warning: start: sự kiện này đã diễn ra',
      '',
      '1 giá trị mẫu !example còn lại · 2 sự kiện đã diễn ra · 1 cảnh báo khác · 1 ghi chú (npm run check -- --all)',
      'Đã kiểm tra 24 trang: 0 lỗi, 3 cảnh báo.',
    ]);
  });

  it('prints the errors first, file by file, before the warnings that came earlier in the files', () => {
    const problems = [placeholder('content/a.mdx', 3), schemaError, linkError, repeatedFact, yamlError].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
    expect(formatCheckReport(problems, 24)).toEqual([
      'content/b.mdx:9:5  link  không có trang "/lich-cu"',
      'content/b.mdx:12:1  schema  price: cần một số, đang là "Miễn phí". Viết 0',
      '',
      'content/data/courses.yaml:8:1  yaml  dòng này thụt lề bằng phím Tab',
      '',
      '1 giá trị mẫu !example còn lại · 1 cảnh báo khác (npm run check -- --all)',
      'Đã kiểm tra 24 trang: 3 lỗi, 2 cảnh báo.',
    ]);
  });

  it('lists every warning and note with --all, after the errors', () => {
    const lines = formatCheckReport([placeholder('content/a.mdx', 3), repeatedFact, linkError, draft], 3, { all: true });
    expect(lines).toEqual([
      'content/b.mdx:9:5  link  không có trang "/lich-cu"',
      '',
      'content/a.mdx:3:9  example  warning: href: giá trị mẫu "https://example.com" vẫn còn; thay bằng giá trị thật rồi xoá thẻ !example',
      'content/a.mdx:40:3  fact  warning: "20 học viên" lặp lại sĩ số tối đa',
      '',
      'content/nhap.mdx:1:1  publish  note: bản nháp, không đưa lên trang',
      'Đã kiểm tra 3 trang: 1 lỗi, 2 cảnh báo.',
    ]);
  });

  it('colours the rule by severity and keeps the line, once the colour codes are taken out, as it is when piped', () => {
    const plain = formatCheckReport([linkError, repeatedFact], 2, { all: true });
    const coloured = formatCheckReport([linkError, repeatedFact], 2, { all: true, colour: true });
    expect(coloured[0]).toBe('\u001b[1mcontent/b.mdx:9:5\u001b[22m  \u001b[31mlink\u001b[39m  không có trang "/lich-cu"');
    expect(coloured.at(-1)).toBe('\u001b[31mĐã kiểm tra 2 trang: 1 lỗi, 1 cảnh báo.\u001b[39m');
    expect(coloured.map((line) => line.replace(/\u001b\[\d+m/g, ''))).toEqual(plain);
  });
});

describe('wantsColour', () => {
  it('colours a terminal only: not a pipe, not CI, not under NO_COLOR', () => {
    expect(wantsColour({ isTTY: true }, {})).toBe(true);
    expect(wantsColour({ isTTY: false }, {})).toBe(false);
    expect(wantsColour({}, {})).toBe(false);
    expect(wantsColour({ isTTY: true }, { CI: 'true' })).toBe(false);
    expect(wantsColour({ isTTY: true }, { NO_COLOR: '1' })).toBe(false);
    expect(wantsColour({ isTTY: false }, { FORCE_COLOR: '1' })).toBe(true);
  });
});
