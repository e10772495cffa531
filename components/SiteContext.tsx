import { createContext, useContext } from 'react';
import type { MDXContent } from 'mdx/types';
import type { PageFrontmatter, SiteData } from '../content/schema.ts';
import type { PictureSets } from '../scripts/engine/site.ts';

/** What every server-rendered component may read: the shared data and the page being rendered. */
export interface SiteContextValue {
  data: SiteData;
  /** The page's URL path; null on the not-found page. */
  route: string | null;
  content?: { file: string; frontmatter: PageFrontmatter; Content: MDXContent };
  /** The pictures the build made for the pages (components/parts/Picture.tsx); none in tests that render markup alone. */
  images?: PictureSets;
}

const SiteContext = createContext<SiteContextValue | null>(null);
export const SiteProvider = SiteContext.Provider;

export function useSite(): SiteContextValue {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() used outside <SiteProvider>');
  return site;
}
