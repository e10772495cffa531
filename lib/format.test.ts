import { describe, expect, it } from 'vitest';
import { formatDate } from './formatDate.ts';
import { formatVnd } from './formatVnd.ts';
import { initialsOf } from './initialsOf.ts';

describe('formatVnd', () => {
  it('groups thousands with dots and appends VNĐ', () => {
    expect(formatVnd(6500000)).toBe('6.500.000 VNĐ');
    expect(formatVnd(990000)).toBe('990.000 VNĐ');
    expect(formatVnd(17500000)).toBe('17.500.000 VNĐ');
    expect(formatVnd(500)).toBe('500 VNĐ');
  });
});

describe('formatDate', () => {
  it('writes an ISO date as day/month/year from its text, whatever the time zone', () => {
    expect(formatDate('2025-08-13')).toBe('13/08/2025');
    expect(formatDate('2025-08-08', { short: true })).toBe('08/08');
  });

  it('rejects text that is not an ISO date', () => {
    expect(() => formatDate('13/08/2025')).toThrow(/expected a date like/);
  });
});

describe('initialsOf', () => {
  it('takes the first and last word of a Vietnamese name', () => {
    expect(initialsOf('Trần Minh Khoa')).toBe('TK');
    expect(initialsOf('đặng')).toBe('Đ');
  });
});
