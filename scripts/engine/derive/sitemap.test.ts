import { describe, expect, it } from 'vitest';
import { buildRobotsTxt, buildSitemap } from './sitemap.ts';

describe('buildSitemap', () => {
  it('lists each route once at its absolute address, in the order given', () => {
    expect(buildSitemap('https://example.com', ['/', '/gioi-thieu'])).toBe([
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      '  <url><loc>https://example.com/</loc></url>',
      '  <url><loc>https://example.com/gioi-thieu</loc></url>',
      '</urlset>',
      '',
    ].join('\n'));
  });

  it('percent-encodes Vietnamese paths and escapes what XML reserves', () => {
    const sitemap = buildSitemap('https://example.com', ['/khóa-học', "/a&b'c"]);
    expect(sitemap).toContain('<loc>https://example.com/kh%C3%B3a-h%E1%BB%8Dc</loc>');
    expect(sitemap).toContain('<loc>https://example.com/a&amp;b&apos;c</loc>');
  });

  it('is an empty urlset when there are no pages', () => {
    expect(buildSitemap('https://example.com', [])).not.toContain('<url>');
  });
});

describe('buildRobotsTxt', () => {
  it('allows every crawler everywhere and names the sitemap by its absolute URL', () => {
    expect(buildRobotsTxt('https://example.com')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://example.com/sitemap.xml\n');
  });
});
