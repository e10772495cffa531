import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { pageWith, fixtureSite, landingPage, readHtml, renderBlockWith } from '../../../scripts/testing/blockFixtures.ts';
import { InstructorCards } from './InstructorCards.tsx';
import { resolveInstructorCards } from './resolve.ts';
import { noPictures } from '../../parts/pictureLookup.ts';

const site = fixtureSite({ instructors: {
  lan: { name: 'Trần Thị Lan', title: 'Giảng viên chính', badge: 'Lead', bio: 'Mười năm giao dịch.', expertise: ['Python', 'MT5'] },
  minh: { name: 'Lê Minh', title: 'Trợ giảng', bio: 'Hỗ trợ bài tập.', expertise: ['n8n'] },
} });
const render = (instructors: string[]) => {
  const page = pageWith(landingPage({ instructors }));
  return readHtml(renderBlockWith(createElement(InstructorCards, { ...resolveInstructorCards({}, page, site), pictureOf: noPictures }), site, page));
};

describe('InstructorCards', () => {
  it('shows the page’s instructors in its order, each with name, badge, role, bio and expertise', () => {
    const html = render(['minh', 'lan']);
    expect(html.texts('h3')).toEqual(['Lê Minh', 'Trần Thị Lan']);
    expect(html.texts('h3 + span')).toEqual(['Lead']);
    expect(html.texts('[data-person] p')).toEqual(['Trợ giảng', 'Hỗ trợ bài tập.', 'Giảng viên chính', 'Mười năm giao dịch.']);
    expect(html.texts('[data-person] ul > li')).toEqual(['n8n', 'Python', 'MT5']);
  });

  it('draws a portrait for an instructor without a photo', () => {
    expect(render(['lan']).attributes('[data-avatar]', 'dataAvatar')).toEqual(['illustrated']);
  });
});
