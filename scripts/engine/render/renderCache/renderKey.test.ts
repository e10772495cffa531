import { describe, expect, it } from 'vitest';
import { renderKey, type PageInputs } from './renderKey.ts';

const page: PageInputs = { route: '/gioi-thieu', entry: { title: 'Giới thiệu' }, mdx: 'return { default: () => null }' };
const sources = { data: { courses: { flagship: { price: 6900000 } }, labels: { search: 'Tìm kiếm' }, now: '2025-08-01' }, images: {} };
const key = (overrides: Partial<PageInputs> = {}, reads = ['data.courses', 'data.labels'], from = sources) => renderKey('code-1', { ...page, ...overrides }, reads, from);

describe('renderKey', () => {
  it('is the same for the same inputs, whatever order the reads were noted in', () => {
    expect(key()).toBe(key({}, ['data.labels', 'data.courses', 'data.labels']));
  });

  it('changes with the page entry, its compiled MDX, its route and the code', () => {
    const keys = [key(), key({ entry: { title: 'Về chúng tôi' } }), key({ mdx: 'return {}' }), key({ route: '/khac' }), renderKey('code-2', page, ['data.courses', 'data.labels'], sources)];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('changes when a value the page read changes, not when one it did not read does', () => {
    const priceChanged = { ...sources, data: { ...sources.data, courses: { flagship: { price: 7100000 } } } };
    const clockMoved = { ...sources, data: { ...sources.data, now: '2025-09-01' } };
    expect(key({}, undefined, priceChanged)).not.toBe(key());
    expect(key({}, undefined, clockMoved)).toBe(key());
    expect(key({}, ['data.now'], clockMoved)).not.toBe(key({}, ['data.now']));
  });

  it('covers every value when the page read them all', () => {
    const clockMoved = { ...sources, data: { ...sources.data, now: '2025-09-01' } };
    expect(key({}, ['data.*'], clockMoved)).not.toBe(key({}, ['data.*']));
  });

  it('tells a picture read apart by its name, dots and all', () => {
    const withPhoto = { ...sources, images: { 'public/images/a.jpg#hero': { width: 800 } } };
    const photoChanged = { ...sources, images: { 'public/images/a.jpg#hero': { width: 1200 } } };
    expect(key({}, ['images.public/images/a.jpg#hero'], photoChanged)).not.toBe(key({}, ['images.public/images/a.jpg#hero'], withPhoto));
  });
});
