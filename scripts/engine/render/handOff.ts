/**
 * What a command hands the code Vite runs for it, in the same process: the server render reads the
 * content, the pictures and each page's compiled MDX from here (the virtual modules of
 * contentPlugin.ts), and the pre-render which pages it is to render, where the build is written and
 * where it notes what each render read (renderCache/).
 *
 * `npm run build` hands over the content it prepared (run/build.ts); `npm run dev` the content as
 * last read, again after each edit (contentPlugin.ts). One value on globalThis: the server code is
 * a bundle of its own, holding its own copy of this module, so a variable here would not be shared.
 */
import type { Frontmatter } from '../core/frontmatter.ts';
import type { PictureSets } from '../derive/pictureSet.ts';
import { pagesByRoute } from '../derive/contentFiles.ts';
import type { PreparedContent } from '../derive/preparedContent.ts';
import type { RenderCacheSetting } from './renderCache/renderCache.ts';

/** A page as the render gets it. */
export interface PageEntry {
  route: string;
  /** Path from the project root, e.g. `content/index.mdx`. */
  file: string;
  frontmatter: Frontmatter;
}

/** The content as the server render reads it. */
export interface RenderInput {
  /** Every page to render, by route: the published ones in a build, all of them in dev. */
  pages: Record<string, PageEntry>;
  data: Record<string, unknown>;
  images: PictureSets;
  /** The file holding each page's compiled MDX, by the page's file relative to the root. */
  mdx: Record<string, string>;
}

/** What one pre-render is to do. */
export interface PrerenderJob {
  routes: string[];
  /** The Vite output being written (client/, server/, assets.json). */
  outDir: string;
  /** Set when the page cache is on: where each render notes what it read. */
  renderCache?: RenderCacheSetting;
}

export interface HandOff {
  /** The content now: a build's is fixed; the dev server's changes with each edit. */
  input(): RenderInput;
  /** Set for the pre-render only. */
  prerender?: PrerenderJob;
}

const KEY = Symbol.for('site-engine.handOff');
type WithHandOff = typeof globalThis & { [KEY]?: HandOff };

export function handOff(value: HandOff | undefined): void {
  (globalThis as WithHandOff)[KEY] = value;
}

export function handedOff(): HandOff {
  const value = (globalThis as WithHandOff)[KEY];
  if (!value) throw new Error('The server code ran without its content: it runs under `npm run build` or `npm run dev`, which hand it over (scripts/engine/render/handOff.ts).');
  return value;
}

/** The render's view of prepared content. */
export function renderInput({ pages, data, images, mdx }: PreparedContent): RenderInput {
  return {
    pages: pagesByRoute(pages),
    data,
    images: images?.sets ?? {},
    mdx: mdx ?? {},
  };
}
