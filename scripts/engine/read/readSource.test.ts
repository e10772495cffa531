import { describe, expect, it } from 'vitest';
import { fixtureProblems } from '../../testing/fixtureSite/fixtureProblems.ts';
import { nfcWarning, plainText } from './readSource.ts';

const page = ['---', 'type: page', 'title: Trang thử', 'description: Một trang để thử cách đọc tệp.', '---', '', '# Trang thử', '', 'Nội dung.', ''];

describe('reading a content file', () => {
  it('reads a file saved with a byte-order mark and Windows line ends like any other', () => {
    expect(fixtureProblems({ 'trang-thu.mdx': `\uFEFF${page.join('\r\n')}` })).toEqual([]);
  });

  it('keeps lines and columns when it drops the mark and the carriage returns', () => {
    expect(plainText('\uFEFFa\r\nb\rc\n')).toBe('a\nb\nc\n');
  });

  it('points at the first decomposed letter of a line', () => {
    const decomposed = 'title: Ho\u0323c'; // "Học" typed as o + combining dot below
    expect(nfcWarning('content/a.mdx', `---\n${decomposed}\n`)).toMatchObject({ line: 2, column: 9, rule: 'nfc', severity: 'warning' });
  });
});
