import { describe, expect, it } from 'vitest';
import { routeFromPath } from './routeFromPath.ts';

describe('routeFromPath', () => {
  it('maps content/index.mdx to the home page', () => {
    expect(routeFromPath('index.mdx')).toBe('/');
  });

  it('maps a top-level file to its slug', () => {
    expect(routeFromPath('gioi-thieu.mdx')).toBe('/gioi-thieu');
  });

  it('maps nested files and folder indexes', () => {
    expect(routeFromPath('blog/bai-viet.mdx')).toBe('/blog/bai-viet');
    expect(routeFromPath('blog/index.mdx')).toBe('/blog');
  });

  it('accepts Windows separators', () => {
    expect(routeFromPath('blog\\bai-viet.mdx')).toBe('/blog/bai-viet');
  });
});
