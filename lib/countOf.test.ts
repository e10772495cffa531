import { describe, expect, it } from 'vitest';
import type { PageFrontmatter } from '../content/schema.ts';
import { countOf, discountPercent, percentOf } from './countOf.ts';

const session = (title: string) => ({ title, topics: ['chủ đề'] });
const course = {
  type: 'course',
  title: 'Khóa học',
  description: 'Mô tả',
  searchable: true,
  draft: false,
  offering: 'flagship',
  curriculum: [
    { label: 'Tuần 1–2', sessions: [session('Buổi một'), session('Buổi hai')] },
    { label: 'Tuần 3–4', sessions: [session('Buổi ba')] },
  ],
  cards: { projects: [{ title: 'A' }, { title: 'B' }] },
  instructors: ['lead'],
} as PageFrontmatter;

describe('countOf', () => {
  it('counts sessions across curriculum blocks', () => {
    expect(countOf(course, 'curriculum')).toBe(3);
  });
  it('counts a named card list and the instructors', () => {
    expect(countOf(course, 'projects')).toBe(2);
    expect(countOf(course, 'instructors')).toBe(1);
  });
  it('is undefined for a list the page does not have', () => {
    expect(countOf(course, 'goals')).toBeUndefined();
    expect(countOf(course, 'exercises')).toBeUndefined();
  });
});

describe('percentOf', () => {
  it('rounds to a whole percent and guards an empty whole', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(0, 0)).toBe(0);
  });
});

describe('discountPercent', () => {
  it('rounds down, so a badge never claims more than the real discount', () => {
    // 12.500.000 against 18.000.000 is 30.56% off: the n8n course's "30%" badge.
    expect(discountPercent(12_500_000, 18_000_000)).toBe(30);
    expect(discountPercent(890_000, 1_500_000)).toBe(40);
    expect(discountPercent(4_500_000, 5_500_000)).toBe(18);
  });
});
