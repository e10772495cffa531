import { describe, expect, it } from 'vitest';
import { linkTarget } from './linkTarget.ts';

describe('linkTarget', () => {
  it('opens external links in a new tab without opener or referrer', () => {
    expect(linkTarget('https://zalo.me/g/x', '/')).toEqual({ href: 'https://zalo.me/g/x', target: '_blank', rel: 'noopener noreferrer' });
  });

  it('sends section links on other pages to the home page', () => {
    expect(linkTarget('#courses', '/gioi-thieu')).toEqual({ href: '/#courses' });
    expect(linkTarget('#courses', null)).toEqual({ href: '/#courses' });
  });

  it('keeps section links in the page on the home page', () => {
    expect(linkTarget('#courses', '/')).toEqual({ href: '#courses' });
    expect(linkTarget('/#courses', '/')).toEqual({ href: '#courses' });
  });

  it('leaves site paths, tel: and mailto: links in the same tab', () => {
    expect(linkTarget('/lich-khai-giang', '/')).toEqual({ href: '/lich-khai-giang' });
    expect(linkTarget('tel:+84900000000', '/')).toEqual({ href: 'tel:+84900000000' });
    expect(linkTarget('mailto:a@b.vn', '/')).toEqual({ href: 'mailto:a@b.vn' });
  });
});

describe('linkTarget in page content', () => {
  it("keeps a hash link on the page it is written on", () => {
    expect(linkTarget('#curriculum', '/bootcamp-n8n-mobile', 'page')).toEqual({ href: '#curriculum' });
  });
  it('still sends the shared menus to home-page sections', () => {
    expect(linkTarget('#courses', '/bootcamp-n8n-mobile', 'site')).toEqual({ href: '/#courses' });
  });
});
