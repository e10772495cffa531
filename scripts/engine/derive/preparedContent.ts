/**
 * The content as the build's later steps need it, handed from the step that read and validated it
 * (compile/prepareBuild.ts) to the build's own process through one JSON file, so a build reads,
 * parses and validates the content once: the build writes the content's files from it after the Vite
 * build (contentFiles.ts). Only what visitors get travels: the published pages' facts, routes and
 * headings, the files beside them (made where the site's definition is loaded, so the build's own
 * process does not load it), the pictures made for the pages and where each page's compiled MDX is.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { ContentPage } from '../validate/contentPage.ts';
import type { Frontmatter } from '../core/frontmatter.ts';
import type { PictureSets } from './pictureSet.ts';

/** Set by `npm run build` for its steps: where the validated content waits. */
export const PREPARED_CONTENT_ENV = 'SITE_PREPARED_CONTENT';
/**
 * Set for a Vite build started before the content is ready (render/viteBuild.ts), so that loading
 * Vite and its plugins overlaps reading the content: a line on its standard input says it is ready.
 */
export const CONTENT_READY_ON_STDIN_ENV = 'SITE_CONTENT_READY_ON_STDIN';
/** Set by `npm run build` for the Vite build: the build writes the content's files (contentFiles.ts), not Vite. */
export const BUILD_WRITES_CONTENT_ENV = 'SITE_BUILD_WRITES_CONTENT';

let ready: Promise<void> | undefined;

/** Settles once the prepared content can be read: at once, or when the build says so. */
export function preparedContentReady(): Promise<void> {
  if (!process.env[CONTENT_READY_ON_STDIN_ENV]) return Promise.resolve();
  return ready ??= new Promise((resolve, reject) => {
    process.stdin.once('data', () => resolve());
    // The build ended (or failed) without saying so: nothing is to be built.
    process.stdin.once('end', () => reject(new Error('the build ended before its content was ready')));
  });
}

export type RenderedPage<Page extends Frontmatter = Frontmatter> = Pick<ContentPage<Page>, 'file' | 'route' | 'frontmatter' | 'status' | 'headings'>;

/** The pictures the build made (compile/images/): what the pages show, and each file to publish under `/_images/` with where it is now. */
export interface PreparedImages {
  sets: PictureSets;
  files: Record<string, string>;
}

/** Each page's compiled MDX (compile/mdxCache.ts): the file holding its code, by the page's file relative to the root. */
export type CompiledMdx = Record<string, string>;

/** `data`: the site's facts, as its pages read them (deriveDefinition.ts). */
export interface PreparedContent<Facts extends object = Record<string, unknown>> {
  data: Facts;
  pages: RenderedPage[];
  /** The files beside the pages, by file name in the client output (contentFiles.ts, clientFiles). */
  files?: ClientFile[];
  images?: PreparedImages;
  mdx?: CompiledMdx;
}

/** A file of the client output, by its name there (`feed.xml`). */
export interface ClientFile {
  fileName: string;
  source: string;
}

export function writePreparedContent(file: string, { data, pages }: { data: object; pages: ContentPage<Frontmatter>[] }, made: { images?: PreparedImages; mdx?: CompiledMdx; files?: ClientFile[] } = {}): void {
  const prepared: PreparedContent<object> = { data, pages: pages.map(({ file, route, frontmatter, status, headings }) => ({ file, route, frontmatter, status, headings })), ...made };
  writeFileSync(file, JSON.stringify(prepared));
}

export function readPreparedContent(file: string): PreparedContent {
  return JSON.parse(readFileSync(file, 'utf8')) as PreparedContent;
}
