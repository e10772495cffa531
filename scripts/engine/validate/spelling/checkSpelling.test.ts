import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSpellChecker, SPELLING_CONFIG, type SpellChecker } from './checkSpelling.ts';

/** A project of its own: the spelling config the site's has, with a word list of one brand. */
const root = mkdtempSync(path.join(tmpdir(), 'spelling-'));
let spelling: SpellChecker;

beforeAll(async () => {
  writeFileSync(path.join(root, SPELLING_CONFIG), [
    'version: "0.2"',
    'language: vi,en',
    'import: ["@cspell/dict-vi-vn/cspell-ext.json"]',
    'dictionaryDefinitions: [{ name: site-words, path: ./words.txt, addWords: true }]',
    'dictionaries: [site-words]',
  ].join('\n'));
  writeFileSync(path.join(root, 'words.txt'), 'Zalo\n');
  spelling = await openSpellChecker(root);
}, 60_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const page = (body: string) => `---\ntitle: Trang thử\nhref: /lap-trinh-bot\n---\n\n${body}\n`;

describe('the spell check', () => {
  it('flags a syllable typed with Telex at its line and column, the syllable meant first among the suggestions', () => {
    const [problem, ...rest] = spelling.check('content/thu.mdx', page('Đăng ký khoas học ngay hôm nay.'));
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({ file: 'content/thu.mdx', line: 6, column: 9, rule: 'spelling', severity: 'warning' });
    expect(problem?.message).toMatch(/^"khoas" không có trong từ điển; có phải "khóa", /);
    expect(problem?.message).toContain('content/words.txt');
  });

  it('gives the Telex reading of a whole phrase, a capital kept', () => {
    const found = spelling.check('content/thu.mdx', page('Hojc ddaauf tuw.')).map((problem) => /có phải "([^"]+)"/.exec(problem.message)?.[1]);
    expect(found).toEqual(['Học', 'đầu', 'tư']);
  });

  it('takes a brand of the word list, English, and either placement of a tone as right', () => {
    expect(spelling.check('content/thu.mdx', page('Nhắn Zalo để được tư vấn khóa học và khoá học về workflow automation, hòa vốn nhanh.'))).toEqual([]);
  });

  it('reads the ids and choices written as YAML values as no prose, and the texts beside them as prose', () => {
    const data = ['flagship:', '  kind: bootcampp', '  tags:', '    - onlinee', '  register: !example dangkyy', '  title: Khoas hojc AI', '  note: Hojc ngay'].join('\n');
    expect(spelling.check('content/data/courses.yaml', data).map((problem) => `${problem.line}:${problem.column} ${/"([^"]+)"/.exec(problem.message)?.[1]}`)).toEqual(['6:10 Khoas', '6:16 hojc', '7:9 Hojc']);
  });

  it('reads no code, address, path, key or tag as prose', () => {
    const source = page([
      '```bash\nsudo ufw allow ssh\n```',
      'Chạy `certbot renew` rồi mở [trang](https://vi.wikipedia.org/wiki/Khoas) hoặc /khoas-hojc.',
      '<CardGrid of="goals" tdlmnbgh="x" />',
      'Mã {props.hojc} và userId, BHXH.',
    ].join('\n\n'));
    expect(spelling.check('content/thu.mdx', source)).toEqual([]);
  });
});
