import { describe, expect, it } from 'vitest';
import { rewritesOf } from './vietnameseValue.ts';

describe('rewritesOf', () => {
  it.each([
    ['17/12/2026', ['2026-12-17']],
    ['17/12/2026 20:00', ['2026-12-17T20:00', '2026-12-17T20:00:00', '2026-12-17T20:00:00+07:00', '2026-12-17T20:00+07:00']],
    ['2026-12-17T20:00:00', ['2026-12-17T20:00', '2026-12-17T20:00:00+07:00', '2026-12-17T20:00+07:00']],
    ['20h00', ['20:00', '20:00']],
    ['8g', ['8:00', '08:00']],
    ['20h00-20h10', ['20:00-20:10', '20:00-20:10']],
    ['6.500.000đ', [6500000]],
    ['6,5 triệu', [6500000]],
    ['500k', [500000]],
    ['Miễn phí', [0]],
    ['50 %', [50]],
    ['không', [false]],
  ])('reads %s as the values it may mean', (written, meant) => {
    expect(rewritesOf(written)).toEqual(meant);
  });

  it('reads nothing into plain text', () => {
    expect(rewritesOf('Khóa học AI')).toEqual([]);
    expect(rewritesOf(42)).toEqual([]);
  });
});
