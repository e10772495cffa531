import { describe, expect, it } from 'vitest';
import { compareProse } from './compareProse.ts';
import { parseBody } from './parseBody.ts';

const compare = (before: string, after: string) => compareProse(parseBody(before), parseBody(after));

describe('compareProse', () => {
  it('returns only the sentences that changed, not their paragraph', () => {
    expect(compare('Một. Hai có 19 buổi. Ba.\n\nBốn.', 'Một. Hai có 20 buổi. Ba.\n\nBốn.')).toEqual([
      { before: 'Hai có 19 buổi.', after: 'Hai có 20 buổi.' },
    ]);
  });

  it('tells an edited sentence from one inserted before it, and lists removed ones', () => {
    expect(compare('Mở đầu.\n\nHọc viên được hỗ trợ một năm.\n\nHết.', 'Mở đầu.\n\nCâu hoàn toàn mới.\n\nHọc viên được kèm cặp một năm.'))
      .toEqual([
        { before: 'Hết.' },
        { after: 'Câu hoàn toàn mới.' },
        { before: 'Học viên được hỗ trợ một năm.', after: 'Học viên được kèm cặp một năm.' },
      ]);
  });

  it('finds no change when only line breaks and blank lines differ', () => {
    expect(compare('a b\n\nc', '\n\na\nb\n\n\n\nc')).toEqual([]);
  });
});
