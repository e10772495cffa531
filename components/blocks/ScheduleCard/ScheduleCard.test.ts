import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { homePage, offering, pageWith, renderBlock } from '../../../scripts/testing/blockFixtures.ts';
import { contentDir } from '../../../scripts/engine/core/paths.ts';
import { problemsAdded } from '../../../scripts/testing/scratchContent.ts';
import { MissingFact } from '../defineBlock.ts';
import { resolveScheduleCard } from './resolve.ts';
import { ScheduleCard } from './ScheduleCard.tsx';

const labels = { startDate: 'Khai giảng', endDate: 'Kết thúc', timeSlots: 'Khung giờ', location: 'Hình thức', seatsLeft: 'Còn chỗ' };
const page = pageWith(homePage({ featuredCourse: 'bot' }));

describe('ScheduleCard', () => {
  it('shows the featured course’s dates, one time slot a line, its place and the seats left, with the MDX copy', () => {
    const bot = offering({ startDate: '2025-08-13', endDate: '2025-10-15', timeSlots: ['8:00-10:00', '18:00-20:00'], maxStudents: 20, currentStudents: 12 });
    const html = renderBlock(createElement(ScheduleCard, resolveScheduleCard({}, page, { courses: { bot }, labels }), 'Học online.'));
    expect(html).toContain('>Bot giao dịch</p>');
    expect(html).toContain('>Khai giảng</dt><dd class="mt-1 font-semibold">13/08/2025</dd>');
    expect(html).toContain('>Kết thúc</dt><dd class="mt-1 font-semibold">15/10/2025</dd>');
    expect(html).toContain('<span class="block whitespace-nowrap">8:00-10:00</span><span class="block whitespace-nowrap">18:00-20:00</span>');
    expect(html).toContain('>Còn chỗ</dt><dd class="mt-1 font-semibold">8/20</dd>');
    expect(html).toContain('Học online.</div>');
  });

  it('leaves out the end date and the seats when the course does not give them', () => {
    const html = renderBlock(createElement(ScheduleCard, resolveScheduleCard({}, page, { courses: { bot: offering({ startDate: '2025-08-13', timeSlots: ['8:00-10:00'] }) }, labels })));
    expect(html).not.toContain('Kết thúc');
    expect(html).not.toContain('Còn chỗ');
  });

  it('needs the featured course’s start date and time slots', () => {
    expect(() => resolveScheduleCard({}, page, { courses: { bot: offering({ timeSlots: ['8:00-10:00'] }) }, labels })).toThrow(MissingFact);
    expect(() => resolveScheduleCard({}, page, { courses: { bot: offering({ startDate: '2025-08-13' }) }, labels })).toThrow(MissingFact);
  });

  it('reports a featured course without a start date once, at the block, saying where to add it', () => {
    // A blank line in its place, so every other message keeps its line.
    const courses = readFileSync(path.join(contentDir, 'data/courses.yaml'), 'utf8').replace(/^(flagship:\n(?:  .*\n)*?)  startDate: .*\n/m, '$1\n');
    expect(courses).not.toMatch(/^flagship:\n(?:  .*\n)*?  startDate:/m);
    const problems = problemsAdded({ 'data/courses.yaml': courses });
    expect(problems).toHaveLength(1);
    // The course card above the schedule shows the start date too: the one message is at the first of them.
    expect(problems[0]).toMatch(/^content\/index\.mdx:\d+:\d+ +fact +(CourseCard|ScheduleCard): .*courses\.yaml.*"flagship".*startDate/);
  }, 120_000);
});
