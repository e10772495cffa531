/**
 * The content as a build renders it and the dev server serves it (compile/prepareContent.ts): the
 * pages' facts, routes and headings, the files beside them, the pictures made for the pages and
 * where each page's compiled MDX is. Read, parsed and validated once, then handed on in the same
 * process (render/handOff.ts).
 */
import type { ContentPage } from '../validate/contentPage.ts';
import type { Frontmatter } from '../core/frontmatter.ts';
import type { SiteFile } from './deriveDefinition.ts';
import type { PictureSets } from './pictureSet.ts';

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
  /** The files beside the pages, by their path under the site (contentFiles.ts, siteFiles). */
  files?: SiteFile[];
  images?: PreparedImages;
  mdx?: CompiledMdx;
}
