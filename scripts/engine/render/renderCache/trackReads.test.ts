import { describe, expect, it } from 'vitest';
import { EVERY_PROPERTY, trackReads } from './trackReads.ts';

describe('trackReads', () => {
  it('notes each property read, and gives its value unchanged', () => {
    const read: string[] = [];
    const data = trackReads({ site: { name: 'Học viện' }, courses: { flagship: 1 }, labels: {} }, (name) => read.push(name));
    expect(data.site.name).toBe('Học viện');
    expect(data.courses.flagship).toBe(1);
    expect(read).toEqual(['site', 'courses']);
  });

  it('notes everything when the object is spread, looped over or asked with `in`', () => {
    for (const readAll of [(o: object) => ({ ...o }), (o: object) => Object.keys(o), (o: object) => 'site' in o]) {
      const read: string[] = [];
      readAll(trackReads({ site: 1 }, (name) => read.push(name)));
      expect(read).toContain(EVERY_PROPERTY);
    }
  });
});
