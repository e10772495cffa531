/**
 * The site's own content, read by the same loader as the build (scripts/engine/derive/loadContent.ts),
 * so the browser tests take their expected copy from the source instead of repeating it:
 * a writer's edit keeps them green, a broken behaviour does not.
 */
import path from 'node:path';
import type { FrontmatterOf, SiteData } from '../../content/schema.ts';
import { loadContent, type ContentPage } from '../engine/derive/loadContent.ts';
import { contentDir, distDir, projectRoot } from '../engine/core/paths.ts';
import { formatProblem } from '../engine/core/problem.ts';
import { site } from '../../site/definition.ts';

/** The built site the browser tests are served from. */
export const builtSiteDir = path.join(distDir, 'client');

let loaded: { data: SiteData; pages: ContentPage[] } | undefined;

function content() {
  if (!loaded) {
    const { data, pages, problems } = loadContent(site, contentDir, projectRoot);
    const errors = problems.filter((problem) => problem.severity === 'error');
    if (errors.length > 0) throw new Error(`content is invalid:\n${errors.map(formatProblem).join('\n')}`);
    loaded = { data, pages };
  }
  return loaded;
}

/** Every shared data file from content/data/, validated. */
export function readSiteData(): SiteData {
  return content().data;
}

/** Every page under content/ (outside content/data/), with its route and validated frontmatter. */
export function listContentPages(): ContentPage[] {
  return content().pages;
}

/** The home page (content/index.mdx) and its frontmatter. */
export function readHomePage(): ContentPage & { frontmatter: FrontmatterOf<'home'> } {
  const home = listContentPages().find((page) => page.route === '/');
  if (home?.frontmatter.type !== 'home') throw new Error('content/index.mdx is missing or is not of kind "home"');
  return { ...home, frontmatter: home.frontmatter };
}
