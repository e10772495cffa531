import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { listContentPages, readSiteData } from '../../scripts/testing/content.ts';
import { SiteProvider } from '../SiteContext.tsx';
import { AddToCalendar } from './AddToCalendar.tsx';

const ROUTE = '/workshop-ai-3x';
const page = listContentPages().find((candidate) => candidate.route === ROUTE);
const data = readSiteData();
const { labels } = data;

/** The part's HTML on the workshop page, as a build renders it before the event or once it has started. */
function renderWhen(started: boolean): string {
  const status = data.events[ROUTE];
  if (!page || !status) throw new Error(`content/ has no event page at ${ROUTE}`);
  const site = { data: { ...data, events: { ...data.events, [ROUTE]: { ...status, started } } }, route: ROUTE, content: { file: page.file, frontmatter: page.frontmatter, Content: () => null } };
  return renderToStaticMarkup(createElement(SiteProvider, { value: site }, createElement(AddToCalendar)));
}

describe('AddToCalendar', () => {
  it('offers the page’s .ics file and Google Calendar in a new tab before the event', () => {
    const html = renderWhen(false);
    expect(html).toContain(`href="${ROUTE}.ics"`);
    expect(html).toContain(labels.event.addToCalendar);
    expect(html).toMatch(/href="https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&amp;text=[^"]+" target="_blank" rel="noopener noreferrer"/);
    expect(html).toContain(`(${labels.event.newTab})`);
  });

  it('shows nothing once the event has started at build time', () => {
    expect(renderWhen(true)).toBe('');
  });
});
