import { describe, expect, it } from 'vitest';
import { dottedNumberErrors } from './contentRules.ts';
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
