import { createContext, useContext } from 'react';
import type { MDXContent } from 'mdx/types';
import type { FrontmatterOf, PageFrontmatter, PageKind, SiteData } from '../content/schema.ts';

/** What every server-rendered component may read: the shared data and the page being rendered. */
export interface SiteContextValue {
  data: SiteData;
  /** The page's URL path; null on the not-found page. */
  route: string | null;
  content?: { file: string; frontmatter: PageFrontmatter; Content: MDXContent };
}

const SiteContext = createContext<SiteContextValue | null>(null);
export const SiteProvider = SiteContext.Provider;

export function useSite(): SiteContextValue {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() used outside <SiteProvider>');
  return site;
}

/** The frontmatter of the current page, which must be of the given kind (a block used on the wrong kind fails the build). */
export function useFrontmatter<K extends PageKind>(kind: K): FrontmatterOf<K> {
  const { content } = useSite();
  const frontmatter = content?.frontmatter;
  if (frontmatter?.type !== kind) {
    throw new Error(`${content?.file ?? 'This page'}: a block for pages of kind "${kind}" is used on a page of kind "${frontmatter?.type ?? 'none'}"`);
  }
  return frontmatter as FrontmatterOf<K>;
}
