import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { listContentPages, readSiteData } from '../../e2e/support/content.ts';
import { SiteProvider } from '../SiteContext.tsx';
import { AddToCalendar } from './AddToCalendar.tsx';

const ROUTE = '/workshop-ai-3x';
const page = listContentPages().find((candidate) => candidate.route === ROUTE);
const data = readSiteData();
const { labels } = data;

/** The part's HTML on the workshop page, as a build with the given clock renders it. */
function renderAsOf(now: string): string {
  if (!page) throw new Error(`content/ has no page at ${ROUTE}`);
  const site = { data: { ...data, now }, route: ROUTE, content: { file: page.file, frontmatter: page.frontmatter, Content: () => null } };
  return renderToStaticMarkup(createElement(SiteProvider, { value: site }, createElement(AddToCalendar)));
}

describe('AddToCalendar', () => {
  it('offers the page’s .ics file and Google Calendar in a new tab before the event', () => {
    const html = renderAsOf('2025-08-01T00:00:00+07:00');
    expect(html).toContain(`href="${ROUTE}.ics"`);
    expect(html).toContain(labels.event.addToCalendar);
    expect(html).toMatch(/href="https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&amp;text=[^"]+" target="_blank" rel="noopener noreferrer"/);
    expect(html).toContain(`(${labels.event.newTab})`);
  });

  it('shows nothing once the event has started at build time', () => {
    if (page?.frontmatter.type !== 'event') throw new Error(`${ROUTE} is not an event page`);
    expect(renderAsOf(page.frontmatter.start)).toBe('');
  });
});
