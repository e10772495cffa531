import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fixtureLabels, pageWith, fixtureSite, homePage, readHtml } from '../../../scripts/testing/blockFixtures.ts';
import { ModuleList } from './ModuleList.tsx';
import { resolveModuleList } from './resolve.ts';

describe('ModuleList', () => {
  it('numbers the modules and gives each its session range (one number for one session), level and topics', () => {
    const page = pageWith(homePage({ modules: [
      { sessions: [1, 4], title: 'Nền tảng', level: 'Cơ bản', topics: ['Cài đặt', 'Lệnh đầu tiên'] },
      { sessions: [5, 5], title: 'Chuyên đề', level: 'Chuyên gia', topics: ['Tối ưu'] },
    ] }), '/');
    const html = readHtml(renderToStaticMarkup(createElement(ModuleList, resolveModuleList({}, page, fixtureSite()))));
    const { sessionRange } = fixtureLabels;
    expect(html.texts('li > div > span:first-child').map((range) => range.trim())).toEqual([`${sessionRange} 1–4`, `${sessionRange} 5`]);
    expect(html.texts('li > div > span.ring-1')).toEqual(['Cơ bản', 'Chuyên gia']);
    expect(html.texts('h3')).toEqual(['01Nền tảng', '02Chuyên đề']);
    expect(html.texts('ul > li')).toEqual(['Cài đặt', 'Lệnh đầu tiên', 'Tối ưu']);
  });
});
