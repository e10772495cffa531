import { describe, expect, it } from 'vitest';
import { nameFact, type FactNames } from './nameFact.ts';

const names: FactNames = {
  fields: {
    title: 'Title',
    price: 'Price',
    'speakers.title': 'Job title',
    speakers: { label: 'Speakers', item: 'Speaker' },
    parts: { label: 'Parts', item: 'Part' },
    lessons: { label: 'Lessons', item: 'Lesson' },
    'parts.lessons': { label: 'Lessons', item: 'Lesson', numberedAcross: true },
    rows: { label: 'Rows', item: 'Row', itemNamedBy: ['course', 'title'] },
    course: '',
    groups: { label: 'Groups', entries: 'Card' },
  },
  namedByKeys: ['wording'],
};

describe('nameFact', () => {
  it('names each field by the site’s name, a field inside a list by its scoped name, and one it has no name for by its key', () => {
    expect(nameFact(['price'], names)).toBe('Price');
    expect(nameFact(['speakers', 0, 'title'], names)).toBe('Speaker 1 › Job title');
    expect(nameFact(['title'], names, { context: 'speakers' })).toBe('Job title');
    expect(nameFact(['widgets', 1, 'size'], names)).toBe('widgets 2 › size');
  });

  it('numbers items across the outer list where the names say so, leaving the outer item’s own name out', () => {
    const root = { parts: [{ lessons: [{ title: 'a' }, { title: 'b' }, { title: 'c' }] }, { lessons: [{ title: 'd' }, { title: 'e' }] }] };
    expect(nameFact(['parts', 1, 'lessons', 1, 'title'], names, { root })).toBe('Lesson 5 › Title');
    expect(nameFact(['parts', 1, 'title'], names, { root })).toBe('Part 2 › Title');
    expect(nameFact(['lessons', 1, 'title'], names, { root })).toBe('Lesson 2 › Title');
  });

  it('names an item by the text inside it where the names say so, by its number when that text is missing, and leaves an empty name out', () => {
    const root = { rows: [{ course: { title: 'Bot course', price: 1 } }] };
    expect(nameFact(['rows', 0, 'course', 'price'], names, { root })).toBe('Bot course › Price');
    expect(nameFact(['rows', 0, 'course', 'price'], names)).toBe('Row 1 › Price');
  });

  it('names a record of lists the writer named as written, its items by the names’ word for them', () => {
    expect(nameFact(['groups', 'goals', 1, 'title'], names)).toBe('Groups › goals › Card 2 › Title');
  });

  it('names the facts of a file named by its keys by those keys, and the items of a file that is a list like a list field of its name', () => {
    expect(nameFact(['offering', 'price'], names, { context: 'wording' })).toBe('offering › price');
    expect(nameFact([1, 'title'], names, { context: 'speakers' })).toBe('Speaker 2 › Job title');
  });
});
