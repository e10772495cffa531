/**
 * The fixture site (../definition.ts) as this project builds it, with what a built site needs
 * beyond checking: each event's start against the build's clock (a fact that changes with time
 * alone, as the real site's countdowns and event statuses do), menus without the links to pages
 * left out of the build (drafts, scheduled pages), and a search index of the pages' titles and
 * headings beside its list of events.
 */
import { fixtureSite, type FixtureData, type FixturePage } from '../definition.ts';
import type { AnySiteDefinition } from '../../../engine/site.ts';

/** What the pages read: the data files, the build's clock, and whether each event has started, by route. */
export type ProjectFacts = FixtureData & { now: string; events: Record<string, { start: string; started: boolean }> };

export const projectSite: AnySiteDefinition<ProjectFacts, FixturePage> = {
  ...fixtureSite,
  // The data has passed the fixture's schemas (FixtureData) by the time the engine derives from it.
  derive: (data, pages, { now }) => ({
    data: {
      ...(data as FixtureData),
      now,
      events: Object.fromEntries(pages.flatMap(({ route, frontmatter }) => 'start' in frontmatter && typeof frontmatter.start === 'string'
        ? [[route, { start: frontmatter.start, started: Date.parse(frontmatter.start) <= Date.parse(now) }]]
        : [])),
    },
    problems: [],
  }),
  withoutPages: (data, hidden) => ({ ...data, nav: { ...data.nav, main: data.nav.main.filter((link) => !hidden.has(link.href)) } }),
  files: (pages, data) => [
    ...fixtureSite.files(pages, data),
    {
      path: '/search-index.json',
      content: JSON.stringify(pages.map(({ route, frontmatter, headings }) => ({ url: route, title: frontmatter.title, headings }))),
      type: 'application/json; charset=utf-8',
    },
  ],
};
