import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Curriculum as CurriculumBlocks } from '../../../content/schema.ts';
import { fixtureLabels, pageWith, fixtureSite, landingPage, readHtml } from '../../../scripts/testing/blockFixtures.ts';
import { Curriculum } from './Curriculum.tsx';
import { resolveCurriculum } from './resolve.ts';

const { sessions, sessionRange } = fixtureLabels;
const session = (title: string) => ({ title, topics: [`Chủ đề của ${title}`] });

/** Three blocks: labelled and titled, titled only, and one of a single session with neither. */
const threeBlocks: CurriculumBlocks = [
  { label: 'Tuần 1', title: 'Nền tảng', sessions: [session('Cài đặt'), session('Lệnh đầu tiên')] },
  { title: 'Tự động hóa', sessions: [session('Kịch bản'), session('Lịch chạy'), session('Cảnh báo')] },
  { sessions: [session('Tổng kết')] },
];

function render(curriculum: CurriculumBlocks) {
  const html = renderToStaticMarkup(createElement(Curriculum, resolveCurriculum({}, pageWith(landingPage({ curriculum })), fixtureSite())));
  return readHtml(html);
}

describe('Curriculum', () => {
  it('makes each block of a long curriculum a disclosure, the first open, each summary naming its block and counting its sessions', () => {
    const html = render(threeBlocks);
    expect(html.all('details').map((details) => details.properties.open === true)).toEqual([true, false, false]);
    expect(html.texts('summary h3')).toEqual(['Nền tảng', 'Tự động hóa', `${sessionRange} 6`]);
    expect(html.texts('summary > span:first-child')).toEqual(['Tuần 1']);
    expect(html.texts('summary > span:not(:first-child)').map((count) => count.trim())).toEqual([`2 ${sessions}`, `3 ${sessions}`, `1 ${sessions}`]);
    expect(html.texts('div > p:first-child')).toEqual([`6 ${sessions}`]);
  });

  it('keeps every session of closed blocks in the HTML, numbered across blocks', () => {
    const html = render(threeBlocks);
    expect(html.texts('details li > h4')).toEqual(['Cài đặt', 'Lệnh đầu tiên', 'Kịch bản', 'Lịch chạy', 'Cảnh báo', 'Tổng kết']);
    expect(html.texts('details ol > li > p:first-child')).toEqual([1, 2, 3, 4, 5, 6].map((number) => `${sessionRange} ${number}`));
  });

  it('shows a curriculum of one block as it is, with nothing to open', () => {
    const [first] = threeBlocks;
    if (!first) throw new Error('the fixture has no first block');
    const html = render([first]);
    expect(html.all('details')).toHaveLength(0);
    expect(html.attributes('section', 'ariaLabel')).toEqual(['Tuần 1']);
    expect(html.texts('section > h3')).toEqual(['Tuần 1Nền tảng']);
    expect(html.texts('ol > li > h4')).toEqual(['Cài đặt', 'Lệnh đầu tiên']);
  });
});
