import { describe, expect, it } from 'vitest';
import { describeUrl, isFilePath, routeOfPath } from './describeUrl.ts';

describe('describeUrl', () => {
  it('reads paths of the site with their anchor, decoded', () => {
    expect(describeUrl('/lich-khai-giang#lich')).toEqual({ form: 'internal', path: '/lich-khai-giang', anchor: 'lich' });
    expect(describeUrl('/#courses')).toEqual({ form: 'internal', path: '/', anchor: 'courses' });
    expect(describeUrl('/images/a%20b.png?v=2')).toEqual({ form: 'internal', path: '/images/a b.png', anchor: '' });
    expect(describeUrl('#c%C3%A2u-h%E1%BB%8Fi')).toEqual({ form: 'anchor', anchor: 'câu-hỏi' });
  });

  it('tells a path without its slash from an address without its scheme', () => {
    expect(describeUrl('lich-khai-giang')).toEqual({ form: 'relative', absolute: '/lich-khai-giang' });
    expect(describeUrl('./images/a.png')).toEqual({ form: 'relative', absolute: '/images/a.png' });
    expect(describeUrl('www.example.com')).toEqual({ form: 'bare-host', https: 'https://www.example.com' });
    expect(describeUrl('zalo.me/0900000000')).toEqual({ form: 'bare-host', https: 'https://zalo.me/0900000000' });
    expect(describeUrl('//cdn.example.com/a.png')).toEqual({ form: 'schemeless', https: 'https://cdn.example.com/a.png' });
  });

  it('names the schemes that run code or carry a whole file, and leaves others to the writer', () => {
    expect(describeUrl('javascript:alert(1)')).toEqual({ form: 'refused', scheme: 'javascript' });
    expect(describeUrl('JavaScript:void(0)')).toEqual({ form: 'refused', scheme: 'javascript' });
    expect(describeUrl('data:image/png;base64,AAAA')).toEqual({ form: 'refused', scheme: 'data' });
    expect(describeUrl('file:///C:/anh.png')).toEqual({ form: 'refused', scheme: 'file' });
    expect(describeUrl('zalo://conversation')).toEqual({ form: 'other', scheme: 'zalo' });
  });

  it('reads phone numbers, mail addresses and http addresses', () => {
    expect(describeUrl('tel:+84 900 000 000')).toEqual({ form: 'tel', number: '+84 900 000 000' });
    expect(describeUrl('mailto:a@example.com,b@example.com?subject=Hi')).toEqual({ form: 'mailto', addresses: ['a@example.com', 'b@example.com'] });
    expect(describeUrl('http://example.com/a')).toEqual({ form: 'http', host: 'example.com', https: 'https://example.com/a' });
    expect(describeUrl('https://example.com/a')).toEqual({ form: 'https', host: 'example.com' });
  });
});

describe('routeOfPath and isFilePath', () => {
  it('makes one route of a path with or without its trailing slash, and knows files by their extension', () => {
    expect(routeOfPath('/gioi-thieu/')).toBe('/gioi-thieu');
    expect(routeOfPath('/')).toBe('/');
    expect(isFilePath('/images/a.png')).toBe(true);
    expect(isFilePath('/gioi-thieu')).toBe(false);
  });
});
