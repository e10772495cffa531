/** The content the engine's contentPlugin serves the server render (scripts/engine/render/contentPlugin.ts), as this project's pages read it. */
declare module 'virtual:content' {
  import type { FixturePage } from '../../definition.ts';
  import type { ProjectFacts } from '../definition.ts';

  export interface PageEntry {
    route: string;
    /** Path from the project root, e.g. `content/index.mdx`. */
    file: string;
    frontmatter: FixturePage;
  }
  export const pages: Record<string, PageEntry>;
  export const data: ProjectFacts;
}

declare module 'virtual:images' {
  import type { PictureSets } from '../../../../engine/site.ts';

  export const images: PictureSets;
}

declare module 'virtual:mdx-pages' {
  export function readCompiledMdx(file: string): string;
}
