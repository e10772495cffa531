/** Validated content, handed over by the build or the dev server, served by scripts/engine/render/contentPlugin.ts (server only). */
declare module 'virtual:content' {
  import type { PageFrontmatter, SiteData } from '../content/schema.ts';

  export interface PageEntry {
    route: string;
    /** Path from the project root, e.g. `content/index.mdx`. */
    file: string;
    frontmatter: PageFrontmatter;
  }
  export const pages: Record<string, PageEntry>;
  export const data: SiteData;
}
