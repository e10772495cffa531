/**
 * The content as the build's later steps need it, handed from the step that read and validated it
 * (compile/prepareBuild.ts) to the Vite build through one JSON file, so a build reads, parses and
 * validates the content once. Only what rendering uses travels: facts, routes, status, headings.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { SiteData } from '../../../content/schema.ts';
import type { ContentPage } from '../validate/contentPage.ts';

/** Set by `npm run build` for its steps: where the validated content waits. */
export const PREPARED_CONTENT_ENV = 'SITE_PREPARED_CONTENT';

export type RenderedPage = Pick<ContentPage, 'file' | 'route' | 'frontmatter' | 'status' | 'headings'>;

export interface PreparedContent {
  data: SiteData;
  pages: RenderedPage[];
}

export function writePreparedContent(file: string, { data, pages }: { data: SiteData; pages: ContentPage[] }): void {
  const prepared: PreparedContent = { data, pages: pages.map(({ file, route, frontmatter, status, headings }) => ({ file, route, frontmatter, status, headings })) };
  writeFileSync(file, JSON.stringify(prepared));
}

export function readPreparedContent(file: string): PreparedContent {
  return JSON.parse(readFileSync(file, 'utf8')) as PreparedContent;
}
