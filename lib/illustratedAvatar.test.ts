import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { illustratedAvatarSvg } from './illustratedAvatar.ts';

describe('illustratedAvatarSvg', () => {
  it('draws the same person for the same seed, build after build', () => {
    expect(illustratedAvatarSvg('lead')).toBe(illustratedAvatarSvg('lead'));
  });

  it('draws different people for different seeds', () => {
    const seeds = ['lead', 'expert', 'Phạm Quốc Bảo', 'Đỗ Thanh Tâm', 'Anh Minh Tuấn', 'Chị Thu Trang'];
    expect(new Set(seeds.map(illustratedAvatarSvg)).size).toBe(seeds.length);
  });

  it('is a decorative SVG with no ids to clash, no metadata and no background of its own', () => {
    const svg = illustratedAvatarSvg('lead');
    expect(svg).toMatch(/^<svg aria-hidden="true" focusable="false" [^>]*viewBox="0 0 980 980"/);
    expect(svg).not.toMatch(/\sid="|<metadata|<rect/);
  });

  it('stays small enough to write into the page: under 4 KB gzip', () => {
    for (const seed of ['lead', 'expert', 'ThS. Nguyễn Hoàng Nam']) expect(gzipSync(illustratedAvatarSvg(seed)).length).toBeLessThan(4096);
  });
});
