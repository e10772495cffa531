import { describe, expect, it } from 'vitest';
import { cardRow, columnsFor } from './cardRow.ts';

describe('columnsFor', () => {
  it('puts cards that fit in one row all in it', () => {
    expect(columnsFor(1, 3)).toBe(1);
    expect(columnsFor(2, 4)).toBe(2);
    expect(columnsFor(5, 5)).toBe(5);
  });

  it('takes the most columns that divide the cards, so every row is full', () => {
    expect(columnsFor(4, 3)).toBe(2);
    expect(columnsFor(6, 4)).toBe(3);
    expect(columnsFor(8, 4)).toBe(4);
    expect(columnsFor(9, 4)).toBe(3);
  });

  it('leaves the fullest last row when no count divides them: five in three or four a row as three and two', () => {
    expect(columnsFor(5, 3)).toBe(3);
    expect(columnsFor(5, 4)).toBe(3);
    expect(columnsFor(7, 4)).toBe(4);
  });
});

describe('cardRow', () => {
  it('centres a short last row, and a table closes it by growing its cells', () => {
    expect(cardRow({ count: 5, max: 3 }).list).toContain('justify-center');
    const table = cardRow({ count: 5, max: 3, fill: true });
    expect(table.list).not.toContain('justify-center');
    expect(table.item).toContain('grow');
  });

  it('draws a lone card at a reading width, whole', () => {
    expect(cardRow({ count: 1, max: 4 })).toEqual({ columns: 1, list: expect.stringContaining('max-w-3xl'), item: 'w-full' });
  });

  it('shows one card a row on phones, two from the breakpoint asked, and the chosen count from lg', () => {
    expect(cardRow({ count: 6, max: 3 }).list).toContain('[--cols:1] sm:[--cols:2] lg:[--cols:3]');
    expect(cardRow({ count: 4, max: 2, twoFrom: 'md' }).list).toContain('[--cols:1] md:[--cols:2] lg:[--cols:2]');
  });
});
