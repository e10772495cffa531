import { describe, expect, it } from 'vitest';
import { renderKey, type PageInputs } from './renderKey.ts';
import type { ReadPath } from './trackReads.ts';

const page: PageInputs = { route: '/gioi-thieu', entry: { title: 'Giới thiệu' }, mdx: 'return { default: () => null }' };
const sources = { data: { courses: { flagship: { price: 6900000 }, advanced: { price: 9900000 } }, labels: { search: 'Tìm kiếm' }, now: '2025-08-01' }, images: {} };
const reads: ReadPath[] = [['data', 'courses', 'flagship'], ['data', 'labels']];
const key = (overrides: Partial<PageInputs> = {}, read = reads, from: typeof sources = sources) => renderKey('code-1', { ...page, ...overrides }, read, from);
const withData = (data: Partial<typeof sources.data>) => ({ ...sources, data: { ...sources.data, ...data } });

describe('renderKey', () => {
  it('is the same for the same inputs, whatever order the reads were noted in', () => {
    expect(key()).toBe(key({}, [...reads].reverse()));
  });

  it('changes with the page entry, its compiled MDX, its route and the code', () => {
    const keys = [key(), key({ entry: { title: 'Về chúng tôi' } }), key({ mdx: 'return {}' }), key({ route: '/khac' }), renderKey('code-2', page, reads, sources)];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('changes when a value the page read changes, not when one it did not read does', () => {
    expect(key({}, reads, withData({ courses: { flagship: { price: 7100000 }, advanced: { price: 9900000 } } }))).not.toBe(key());
    expect(key({}, reads, withData({ courses: { flagship: { price: 6900000 }, advanced: { price: 1 } } }))).toBe(key());
    expect(key({}, reads, withData({ now: '2025-09-01' }))).toBe(key());
    expect(key({}, [['data', 'now']], withData({ now: '2025-09-01' }))).not.toBe(key({}, [['data', 'now']]));
  });

  it('covers a whole object when the page read it whole', () => {
    expect(key({}, [['data', 'courses']], withData({ courses: { flagship: { price: 6900000 }, advanced: { price: 1 } } }))).not.toBe(key({}, [['data', 'courses']]));
  });

  it('finds a picture by its name, dots and all', () => {
    const photo: ReadPath[] = [['images', 'public/images/a.jpg#hero']];
    const withPhoto = (width: number) => ({ ...sources, images: { 'public/images/a.jpg#hero': { width } } });
    expect(key({}, photo, withPhoto(1200))).not.toBe(key({}, photo, withPhoto(800)));
  });
});
