import { describe, expect, it } from 'vitest';
import { dottedNumberErrors, droppedCommentWarnings } from './contentRules.ts';
import { formatProblem } from '../core/problem.ts';

describe('droppedCommentWarnings', () => {
  it('warns where an unquoted value loses its text after " #"', () => {
    expect(droppedCommentWarnings('content/a.mdx', 'type: event\ntitle: Blockchain Mastery #2\n', 1).map(formatProblem)).toEqual([
      'content/a.mdx:2:27  yaml  warning: "#2" is read as a comment and dropped, leaving "Blockchain Mastery"; put the whole value in quotes if the # belongs to it',
    ]);
    expect(droppedCommentWarnings('content/a.mdx', 'items:\n  - Bước #1 cài đặt\n', 1)).toHaveLength(1);
  });

  it('leaves quoted values, URLs with fragments and whole-line comments alone', () => {
    const yaml = 'title: "Blockchain Mastery #2"\n  - label: "Buổi #2"\nhref: /#courses\n# a comment\nurl: https://x.example.com/a#b\n';
    expect(droppedCommentWarnings('content/a.mdx', yaml, 1)).toEqual([]);
  });
});

describe('dottedNumberErrors', () => {
  it('reports a price written with dots, which YAML reads as a decimal', () => {
    expect(dottedNumberErrors('content/data/courses.yaml', 'flagship:\n  price: 990.000\n  originalPrice: 1.500.000\n').map(formatProblem)).toEqual([
      'content/data/courses.yaml:2:10  yaml  write whole numbers without dots: 990.000 should be 990000 (YAML reads dots as a decimal point, so this is 990)',
      'content/data/courses.yaml:3:18  yaml  write whole numbers without dots: 1.500.000 should be 1500000 (YAML reads dots as a decimal point and this as text)',
    ]);
  });

  it('accepts whole numbers and real decimals', () => {
    expect(dottedNumberErrors('a.yaml', 'price: 6500000\nrating: 4.9\n')).toEqual([]);
  });
});
