import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { Offering } from '../../../content/schema.ts';
import { offering, fixtureLabels, pageWith, fixtureSite, homePage, readHtml, renderBlockWith } from '../../../scripts/testing/blockFixtures.ts';
import { MissingFact } from '../defineBlock.ts';
import { CourseCard } from './CourseCard.tsx';
import { resolveCourseCard } from './resolve.ts';

const page = pageWith(homePage({ featuredCourse: 'flagship', courseActions: [{ label: 'Xem chi tiết', href: '/khoa-hoc' }] }), '/');
const facts = { price: 6500000, startDate: '2025-08-13', maxStudents: 20, currentStudents: 12 };
const siteWith = (course: Partial<Offering>) => fixtureSite({ courses: { flagship: offering({ title: 'Bot Auto Trading', subtitle: 'Không cần biết code', sessions: 15, supplementarySessions: 5, duration: '2 tháng', projects: [{ icon: 'zap', title: 'Bot Scalping', description: 'Vào lệnh nhanh.' }], ...course }) } });

describe('CourseCard', () => {
  it('presents the featured course: status, title, start date, sessions, seats, price, the page’s buttons and the projects', () => {
    const site = siteWith(facts);
    const html = readHtml(renderBlockWith(createElement(CourseCard, resolveCourseCard({}, page, site)), site, page));
    expect(html.texts('h3')).toEqual(['Bot Auto Trading']);
    expect(html.texts('dt')).toEqual([fixtureLabels.startDate, '2 tháng', fixtureLabels.seats]);
    expect(html.texts('dd')).toEqual(['13/08/2025', `15 ${fixtureLabels.sessions} + 5 ${fixtureLabels.supplementarySessions}`, '12/20']);
    expect(html.texts('p.items-baseline > span')).toEqual([fixtureLabels.price, '6.500.000 VNĐ']);
    expect(html.texts('a')).toEqual(['Xem chi tiết']);
    expect(html.texts('h4')).toEqual(['Bot Scalping']);
  });

  it.each(['startDate', 'currentStudents', 'maxStudents', 'price'] as const)('asks for the course’s %s when it has none, at the block', (fact) => {
    const { [fact]: _left, ...rest } = facts;
    const resolve = () => resolveCourseCard({}, page, siteWith(rest));
    expect(resolve).toThrow(MissingFact);
    expect(resolve).toThrow(`content/data/courses.yaml: khóa "flagship" chưa có ${fact}, mà khối này cần; thêm ${fact}: vào mục "flagship"`);
  });
});
