import { describe, expect, it } from 'vitest';
import { fromTelex, otherTonePlacement } from './telex.ts';

describe('fromTelex', () => {
  it('reads back syllables typed with Telex and left unconverted', () => {
    expect(['khoas', 'hojc', 'ddaauf', 'tuw', 'nguwowif', 'vieetj', 'hoaf', 'quas', 'giaf', 'thuyr'].map(fromTelex))
      .toEqual(['khóa', 'học', 'đầu', 'tư', 'người', 'việt', 'hòa', 'quá', 'già', 'thủy']);
  });

  it('reads nothing into a word that no Telex typing of a syllable gives', () => {
    expect(['bootcamp', 'zalo', 'workflow', 'forex'].map(fromTelex)).toEqual([undefined, undefined, undefined, undefined]);
  });
});

describe('otherTonePlacement', () => {
  it('moves the tone of oa, oe and uy to the other vowel, both ways', () => {
    expect(['khóa', 'khoá', 'hòa', 'xóa', 'khỏe', 'thủy', 'lũy', 'Khóa'].map(otherTonePlacement))
      .toEqual(['khoá', 'khóa', 'hoà', 'xoá', 'khoẻ', 'thuỷ', 'luỹ', 'Khoá']);
  });

  it('leaves syllables whose tone has one place alone', () => {
    expect(['học', 'toán', 'quá', 'hoa', 'việt'].map(otherTonePlacement)).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });
});
