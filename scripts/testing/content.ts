/**
 * The site's own content, read by the same loader as the build (scripts/engine/derive/loadContent.ts),
 * so the browser tests take their expected copy from the source instead of repeating it:
 * a writer's edit keeps them green, a broken behaviour does not. The browser tests read it once for
 * all their files (browser/globalSetup.ts writes it to a file); other tests read it themselves.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import type { FrontmatterOf, PageFrontmatter, SiteData } from '../../content/schema.ts';
import { loadContent } from '../engine/derive/loadContent.ts';
import type { RenderedPage } from '../engine/derive/preparedContent.ts';
import { contentDir, distDir, projectRoot } from '../engine/core/paths.ts';
import { formatProblem } from '../engine/core/problem.ts';
import { site } from '../../site/definition.ts';

/** The built site the browser tests are served from. */
export const builtSiteDir = path.join(distDir, 'client');

/** A page as the tests read it: route, status, frontmatter, headings, its MDX and the blocks it places. */
export type TestPage = RenderedPage<PageFrontmatter> & { body: string; blocks: string[] };

/** What the tests read of the content: the facts and the pages. */
export interface TestContent {
  data: SiteData;
  pages: TestPage[];
}

let loaded: TestContent | undefined;

/** The content, validated; the browser tests' setup writes it to `file` for every test file to read. */
export function readContent(): TestContent {
  const { data, pages, problems } = loadContent(site, contentDir, projectRoot);
  const errors = problems.filter((problem) => problem.severity === 'error');
  if (errors.length > 0) throw new Error(`content is invalid:\n${errors.map(formatProblem).join('\n')}`);
  return {
    data,
    pages: pages.map(({ file, route, frontmatter, status, headings, body, outline }) => ({
      file, route, frontmatter, status, headings, body, blocks: outline.elements.flatMap((element) => (element.name ? [element.name] : [])),
    })),
  };
}

export function writeContent(file: string): void {
  writeFileSync(file, JSON.stringify(readContent()));
}

function content(): TestContent {
  if (!loaded) {
    const shared = inject('contentFile');
    loaded = shared ? JSON.parse(readFileSync(shared, 'utf8')) as TestContent : readContent();
  }
  return loaded;
}

/** Every shared data file from content/data/, validated. */
export function readSiteData(): SiteData {
  return content().data;
}

/** Every page under content/ (outside content/data/), with its route and validated frontmatter. */
export function listContentPages(): TestPage[] {
  return content().pages;
}

/** The home page (content/index.mdx) and its frontmatter. */
export function readHomePage(): TestPage & { frontmatter: FrontmatterOf<'home'> } {
  const home = listContentPages().find((page) => page.route === '/');
  if (home?.frontmatter.type !== 'home') throw new Error('content/index.mdx is missing or is not of kind "home"');
  return { ...home, frontmatter: home.frontmatter };
}
