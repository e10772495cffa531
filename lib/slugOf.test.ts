import { describe, expect, it } from 'vitest';
import { slugOf } from './slugOf.ts';

describe('slugOf', () => {
  it('folds tone marks and đ and joins words with hyphens', () => {
    expect(slugOf('Đăng ký_Khóa học  mới')).toBe('dang-ky-khoa-hoc-moi');
    expect(slugOf('Lộ trình học')).toBe('lo-trinh-hoc');
  });

  it('splits words run together in camelCase', () => {
    expect(slugOf('TradingViewBot')).toBe('trading-view-bot');
  });

  it('gives nothing for text with no letter or digit', () => {
    expect(slugOf('—!')).toBe('');
  });
});
