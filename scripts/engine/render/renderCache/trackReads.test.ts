import { describe, expect, it } from 'vitest';
import { readPaths, trackReads, type ReadPath } from './trackReads.ts';

const site = () => ({ site: { name: 'Học viện' }, courses: { flagship: { price: 6900000 }, advanced: { price: 9900000 } }, labels: { search: 'Tìm kiếm' } });

describe('trackReads', () => {
  it('notes the path of each value read, and gives the values unchanged', () => {
    const reads: ReadPath[] = [];
    const data = trackReads(site(), (path) => reads.push(path), 2);
    expect(data.site.name).toBe('Học viện');
    expect(data.courses.flagship.price).toBe(6900000);
    expect(readPaths(reads)).toEqual([['courses', 'flagship'], ['site', 'name']]);
  });

  it('counts an object read no further as read whole', () => {
    const reads: ReadPath[] = [];
    const data = trackReads(site(), (path) => reads.push(path), 2);
    expect(data.courses).toBeTruthy();
    expect(readPaths(reads)).toEqual([['courses']]);
  });

  it('counts an object spread, looped over or asked with `in` as read whole', () => {
    for (const readAll of [(o: ReturnType<typeof site>) => ({ ...o.courses }), (o: ReturnType<typeof site>) => Object.values(o.courses), (o: ReturnType<typeof site>) => 'flagship' in o.courses]) {
      const reads: ReadPath[] = [];
      readAll(trackReads(site(), (path) => reads.push(path), 2));
      expect(readPaths(reads)).toContainEqual(['courses']);
    }
  });

  it('follows objects only as deep as asked', () => {
    const reads: ReadPath[] = [];
    expect(trackReads(site(), (path) => reads.push(path)).courses.flagship.price).toBe(6900000);
    expect(readPaths(reads)).toEqual([['courses']]);
  });
});
