import { describe, expect, it } from 'vitest';
import { parseYaml } from './parseYaml.ts';

const yaml = [
  'title: Khoá học n8n',
  'stats:',
  '  - value: 12',
  '    label: buổi học',
  '  - countOf: goals',
  'hero:',
  '  badge: Mới',
  '  links: [/lich-khai-giang, /]',
  'empty:',
  '2024: năm',
].join('\n');
/** As frontmatter: its first line is line 2 of the file. */
const parsed = parseYaml(yaml, 1);
const at = (path: (string | number)[]) => parsed.locate(path);

describe('parseYaml', () => {
  it('points at a map entry by its key, on the file\'s own lines', () => {
    expect(at(['title'])).toEqual({ position: { line: 2, column: 1 }, exact: true, endLine: 2 });
    expect(at(['hero', 'badge'])).toEqual({ position: { line: 8, column: 3 }, exact: true, endLine: 8 });
  });

  it('points at a sequence item where it starts, its index written as a number or in digits', () => {
    expect(at(['stats', 1])).toEqual({ position: { line: 6, column: 5 }, exact: true, endLine: 7 });
    expect(at(['stats', '1', 'countOf'])).toEqual({ position: { line: 6, column: 5 }, exact: true, endLine: 6 });
    expect(at(['hero', 'links', 1]).position).toEqual({ line: 9, column: 29 });
  });

  it('gives the line a map or a list ends on', () => {
    expect(at(['stats']).endLine).toBe(7);
    expect(at(['stats', 0]).endLine).toBe(6);
  });

  it('falls back to the closest field that exists, saying it is not exact', () => {
    expect(at(['stats', 0, 'percent'])).toEqual({ position: { line: 4, column: 5 }, exact: false, endLine: 6 });
    expect(at(['stats', 5, 'value']).exact).toBe(false);
    expect(at(['stats', 5, 'value']).position).toEqual({ line: 3, column: 1 });
    expect(at(['title', 'more'])).toMatchObject({ position: { line: 2, column: 1 }, exact: false });
    expect(at(['missing'])).toMatchObject({ position: { line: 2, column: 1 }, exact: false });
  });

  it('finds a key written as a number only by that number, as the yaml package does', () => {
    expect(at([2024])).toMatchObject({ position: { line: 11, column: 1 }, exact: true });
    expect(at(['2024']).exact).toBe(false);
  });

  it('finds a field written without a value', () => {
    expect(at(['empty'])).toMatchObject({ position: { line: 10, column: 1 }, exact: true });
  });

  it('points at the first line of an empty document', () => {
    expect(parseYaml('', 1).locate(['title'])).toEqual({ position: { line: 2, column: 1 }, exact: false, endLine: 2 });
  });

  it('reads a line by its number in the file', () => {
    expect(parsed.lineAt(2)).toBe('title: Khoá học n8n');
    expect(parsed.lineAt(1)).toBeUndefined();
  });

  it('answers the same for a document read back from the cache of an earlier run', () => {
    // A text no run has parsed yet, so the first parse is fresh and the second is the cache's.
    const text = `${yaml}\nnote: "${process.pid} ${Date.now()}"\nbad: !exmaple x\ndraft: !example Tiêu đề`;
    const [fresh, cached] = [parseYaml(text, 1), parseYaml(text, 1)];
    const paths = [['title'], ['stats', 1], ['stats', '0', 'label'], ['hero', 'links', 1], ['missing', 'deeper'], [2024], ['empty'], []];
    expect(paths.map((path) => cached.locate(path))).toEqual(paths.map((path) => fresh.locate(path)));
    expect([cached.value, cached.errors, cached.examples, cached.lineAt(3)]).toEqual([fresh.value, fresh.errors, fresh.examples, fresh.lineAt(3)]);
    expect(cached.errors).toMatchObject([{ code: 'TAG_RESOLVE_FAILED', position: { line: 13 } }]);
  });

  it('keeps a value JSON cannot hold as the YAML wrote it, run after run', () => {
    for (let run = 0; run < 2; run++) expect(parseYaml('giam: .nan\ntang: -.inf\nkhong: -0\n').value).toEqual({ giam: NaN, tang: -Infinity, khong: -0 });
  });
});
