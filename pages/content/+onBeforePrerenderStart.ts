// https://vike.dev/onBeforePrerenderStart
import { readFileSync } from 'node:fs';
import { pages } from 'virtual:content';

/**
 * Every page, or the pages this pre-render process is to render (a file of routes, written by
 * scripts/engine/render/viteBuild.ts: a share of those the build's page cache did not hold).
 */
export function onBeforePrerenderStart(): string[] {
  const routes = process.env.SITE_PRERENDER_ROUTES;
  return routes ? JSON.parse(readFileSync(routes, 'utf8')) as string[] : Object.keys(pages);
}
