/**
 * For behaviour tests (`*.behavior.test.ts`, run in happy-dom): a component's real markup,
 * server-rendered as the build renders it (react-dom/server inside the site context, with the
 * shared data from content/data/ and, given a route, that page's frontmatter), made the body of
 * the test document, so a test enhances exactly what a visitor's browser receives.
 */
import nodeConsole from 'node:console';
import { createElement, Fragment, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { vi } from 'vitest';
import { listContentPages, readSiteData } from '../content.ts';
import { SiteProvider, type SiteContextValue } from '../../../components/SiteContext.tsx';

export function mountMarkup(element: ReactElement, route: string | null = null): void {
  const page = route === null ? undefined : listContentPages().find((candidate) => candidate.route === route);
  if (route !== null && !page) throw new Error(`content/ has no page at ${route}`);
  const site: SiteContextValue = {
    data: readSiteData(),
    route,
    content: page && { file: page.file, frontmatter: page.frontmatter, Content: () => createElement(Fragment) },
  };
  document.body.innerHTML = renderToStaticMarkup(createElement(SiteProvider, { value: site }, element));
}

/** The element a behaviour enhances, by the `data-behavior` name the island scheduler wakes it by. */
export function behaviorRoot(name: string, within: ParentNode = document): HTMLElement {
  const root = within.querySelector<HTMLElement>(`[data-behavior="${name}"]`);
  if (!root) throw new Error(`no element with data-behavior="${name}" in the rendered markup`);
  return root;
}

/**
 * happy-dom loads no frames: for each iframe put in the document it logs an error, where a browser
 * would load the page, and to the process's console, not the test's. Call before rendering a player
 * or a form (restored by `vi.restoreAllMocks()`); every other error still shows.
 */
export function ignoreUnloadedFrames(): void {
  const print = nodeConsole.error.bind(nodeConsole);
  vi.spyOn(nodeConsole, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('Iframe page loading is disabled')) print(...args);
  });
}
