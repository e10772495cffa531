import { describe, expect, it } from 'vitest';
import { parseCompleted, progressOf, serializeCompleted } from './exerciseProgress.ts';

const ids = ['ex1-1', 'ex1-2', 'ex1-3'];

describe('parseCompleted', () => {
  it('keeps known ids only', () => {
    expect([...parseCompleted('["ex1-2","ex9-9",3]', ids)]).toEqual(['ex1-2']);
  });
  it('treats missing or corrupt storage as nothing completed', () => {
    expect(parseCompleted(null, ids).size).toBe(0);
    expect(parseCompleted('{not json', ids).size).toBe(0);
    expect(parseCompleted('{"ex1-1":true}', ids).size).toBe(0);
  });
  it('round-trips through serializeCompleted', () => {
    const completed = new Set(['ex1-3', 'ex1-1']);
    expect(parseCompleted(serializeCompleted(completed), ids)).toEqual(completed);
  });
});

describe('progressOf', () => {
  it('rounds the percent of completed exercises', () => {
    expect(progressOf(ids, new Set(['ex1-1']))).toEqual({ done: 1, total: 3, percent: 33 });
    expect(progressOf(ids, new Set(['ex1-1', 'ex1-2']))).toEqual({ done: 2, total: 3, percent: 67 });
    expect(progressOf(['a', 'b', 'c', 'd'], new Set(['a']))).toEqual({ done: 1, total: 4, percent: 25 });
  });
  it('is 0% for an empty group rather than NaN', () => {
    expect(progressOf([], new Set())).toEqual({ done: 0, total: 0, percent: 0 });
  });
});
