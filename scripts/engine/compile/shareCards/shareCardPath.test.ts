import { describe, expect, it } from 'vitest';
import { shareCardPath } from './shareCardPath.ts';

describe('shareCardPath', () => {
  it('names the home page index and every other page by its route', () => {
    expect(shareCardPath('/')).toBe('/share/index.png');
    expect(shareCardPath('/lich-khai-giang')).toBe('/share/lich-khai-giang.png');
    expect(shareCardPath('/blog/bai-moi')).toBe('/share/blog/bai-moi.png');
  });
});
