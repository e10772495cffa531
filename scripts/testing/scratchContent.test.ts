import { describe, expect, it } from 'vitest';
import { problemsAdded } from './scratchContent.ts';

describe('problemsAdded', () => {
  it('reports nothing for the real content as it is', () => {
    expect(problemsAdded({})).toEqual([]);
  });

  it('reports only what a broken file caused', () => {
    expect(problemsAdded({ 'thu.mdx': '---\ntype: page\ntitle: Thử\n---\n# Thử\n' })).toEqual([
      expect.stringMatching(/^content\/thu\.mdx:2:1 {2}schema {2}description: /),
    ]);
  });
});
