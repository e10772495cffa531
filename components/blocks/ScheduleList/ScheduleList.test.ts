import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { fixtureSite, offering, offeringLabels, pageWith, renderBlockInSite, schedulePage } from '../../../scripts/testing/blockFixtures.ts';
import { resolveScheduleList } from './resolve.ts';
import { ScheduleList } from './ScheduleList.tsx';

describe('ScheduleList', () => {
  it('shows each listed course with its subtitle, facts read with this page’s schedule, features, highlights and buttons', () => {
    const page = pageWith(schedulePage({ courses: [{ course: 'bot', schedule: 'Thứ 3', features: ['Có video'], highlights: ['Tặng bot mẫu'], actions: [{ label: 'Xem khóa', href: '/bot' }] }] }));
    const view = resolveScheduleList({}, page, { courses: { bot: offering({ price: 5_000_000 }) }, contacts: {}, events: {}, nav: fixtureSite().nav, labels: offeringLabels });
    const html = renderBlockInSite(createElement(ScheduleList, view));
    expect(html).toContain('>Bot giao dịch</h3><p class="mt-2 text-ink-600">Viết bot bằng AI</p>');
    expect(html).toContain('>Học phí</span>');
    expect([...html.matchAll(/<dt[^>]*>([^<]+)<\/dt>/g)].map(([, label]) => label)).toEqual(['Thời lượng', 'Lịch học', 'Hình thức']);
    expect(html).toContain('Có video</li>');
    expect(html).toContain('>Tặng bot mẫu</li>');
    expect(html).toMatch(/<a href="\/bot"[^>]*>.*?Xem khóa<\/a>/);
  });
});
