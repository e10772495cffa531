import { describe, expect, it } from 'vitest';
import { absoluteUrl } from './absoluteUrl.ts';

describe('absoluteUrl', () => {
  it('puts a site path after the public origin', () => {
    expect(absoluteUrl('https://example.com', '/')).toBe('https://example.com/');
    expect(absoluteUrl('https://example.com', '/gioi-thieu')).toBe('https://example.com/gioi-thieu');
    expect(absoluteUrl('https://example.com', 'og-image.png')).toBe('https://example.com/og-image.png');
  });

  it('keeps an origin with a base path', () => {
    expect(absoluteUrl('https://example.com/hoc', '/gioi-thieu')).toBe('https://example.com/hoc/gioi-thieu');
  });

  it('percent-encodes Vietnamese letters in a path, as the same URL a browser would request', () => {
    expect(absoluteUrl('https://example.com', '/khóa-học')).toBe(new URL('/khóa-học', 'https://example.com').href);
  });

  it('leaves an absolute URL as it is', () => {
    expect(absoluteUrl('https://example.com', 'https://cdn.example.net/a.png')).toBe('https://cdn.example.net/a.png');
  });
});
