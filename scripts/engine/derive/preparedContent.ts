/**
 * The content as the build's later steps need it, handed from the step that read and validated it
 * (compile/prepareBuild.ts) to the Vite build through one JSON file, so a build reads, parses and
 * validates the content once. Only what rendering uses travels: facts, routes, status, headings,
 * and the pictures made for the pages.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { SiteData } from '../../../content/schema.ts';
import type { PictureSets } from '../../../lib/pictureSet.ts';
import type { ContentPage } from '../validate/contentPage.ts';

/** Set by `npm run build` for its steps: where the validated content waits. */
export const PREPARED_CONTENT_ENV = 'SITE_PREPARED_CONTENT';

export type RenderedPage = Pick<ContentPage, 'file' | 'route' | 'frontmatter' | 'status' | 'headings'>;

/** The pictures the build made (compile/images/): what the pages show, and each file to publish under `/_images/` with where it is now. */
export interface PreparedImages {
  sets: PictureSets;
  files: Record<string, string>;
}

export interface PreparedContent {
  data: SiteData;
  pages: RenderedPage[];
  images?: PreparedImages;
}

export function writePreparedContent(file: string, { data, pages }: { data: SiteData; pages: ContentPage[] }, images?: PreparedImages): void {
  const prepared: PreparedContent = { data, pages: pages.map(({ file, route, frontmatter, status, headings }) => ({ file, route, frontmatter, status, headings })), ...(images ? { images } : {}) };
  writeFileSync(file, JSON.stringify(prepared));
}

export function readPreparedContent(file: string): PreparedContent {
  return JSON.parse(readFileSync(file, 'utf8')) as PreparedContent;
}
