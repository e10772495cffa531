import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { contentDir } from '../../../scripts/engine/core/paths.ts';
import { homePage, pageWith, renderBlockInSite } from '../../../scripts/testing/blockFixtures.ts';
import { problemsAdded } from '../../../scripts/testing/scratchContent.ts';
import { NewsList } from './NewsList.tsx';
import { resolveNewsList } from './resolve.ts';

const news = [
  { title: 'Webinar MT5', href: '/webinar', tag: 'Sự kiện', summary: 'Bot đầu tiên.' },
  { title: 'Bài viết', href: 'https://blog.example.com/a', tag: 'Tin', summary: 'Đọc thêm.', date: '2025-09-02' },
];

describe('NewsList', () => {
  it('dates a link to an event page by the event’s start, any other by its own date, and links each card', () => {
    const site = { events: { '/webinar': { start: '2025-08-20T20:00:00+07:00', started: false, phase: 'upcoming' as const } }, labels: { readMore: 'Xem thêm' } };
    const html = renderBlockInSite(createElement(NewsList, resolveNewsList({}, pageWith(homePage({ news })), site)), '/');
    expect(html).toContain('<time dateTime="2025-08-20" class="font-medium text-ink-500">20/08/2025</time>');
    expect(html).toContain('<time dateTime="2025-09-02" class="font-medium text-ink-500">02/09/2025</time>');
    expect(html).toMatch(/<a href="\/webinar"[^>]*>Webinar MT5<\/a>/);
    expect(html.match(/Xem thêm/g)).toHaveLength(2);
  });

  it('leaves undated a link to a page that does not exist, which the link check reports once', () => {
    const view = resolveNewsList({}, pageWith(homePage({ news: [{ title: 'Cũ', href: '/khong-co', tag: 'Tin', summary: 'Đã gỡ.' }] })), { events: {}, labels: { readMore: 'Xem thêm' } });
    expect(view.items[0]?.date).toBeUndefined();
    const home = readFileSync(path.join(contentDir, 'index.mdx'), 'utf8').replace('    href: /webinar-mt5-landing\n    tag: Webinar', '    href: /khong-co\n    tag: Webinar');
    const problems = problemsAdded({ 'index.mdx': home });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^content\/index\.mdx:134:\d+ .*news\.0\.href/);
  }, 120_000);
});
