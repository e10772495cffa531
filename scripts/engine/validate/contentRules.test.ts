import { describe, expect, it } from 'vitest';
import { dottedNumberErrors, siteNow, siteToday } from './contentRules.ts';
import { formatProblem } from '../core/problem.ts';

describe('dottedNumberErrors', () => {
  it('reports a price written with dots, which YAML reads as a decimal', () => {
    expect(dottedNumberErrors('content/data/courses.yaml', 'flagship:\n  price: 990.000\n  originalPrice: 1.500.000\n').map(formatProblem)).toEqual([
      'content/data/courses.yaml:2:10  yaml  viết số liền, không dấu chấm: 990.000 phải là 990000 (YAML hiểu dấu chấm là dấu thập phân, nên đọc thành 990)',
      'content/data/courses.yaml:3:18  yaml  viết số liền, không dấu chấm: 1.500.000 phải là 1500000 (YAML hiểu dấu chấm là dấu thập phân và đọc giá trị này thành chữ)',
    ]);
  });

  it('accepts whole numbers and real decimals', () => {
    expect(dottedNumberErrors('a.yaml', 'price: 6500000\nrating: 4.9\n')).toEqual([]);
  });
});

describe('the build clock', () => {
  it('reads SITE_NOW=2025-08-01 as midnight in Vietnam, the day drafts and calendar buttons are judged by', () => {
    expect(siteNow('2025-08-01')).toBe('2025-07-31T17:00:00.000Z');
    expect(siteToday('2025-08-01')).toBe('2025-08-01');
  });

  it('takes a full ISO time as it is, and refuses what is no date', () => {
    expect(siteNow('2025-08-23T07:59:00+07:00')).toBe('2025-08-23T00:59:00.000Z');
    expect(siteToday('2025-08-22T18:30:00Z')).toBe('2025-08-23');
    expect(() => siteNow('mai')).toThrow(/SITE_NOW=mai/);
  });
});
