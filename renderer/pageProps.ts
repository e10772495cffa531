import type { MDXContent } from 'mdx/types';
import type { PageEntry } from 'virtual:content';
import type { Labels } from '../content/schema.ts';

/**
 * What a page's component (pages/content/+Page.tsx, pages/_error/+Page.tsx) is given by
 * renderer/+onRenderHtml.tsx: the content page (none on the not-found page) and the site's wording.
 */
export interface PageProps {
  content?: (PageEntry & { Content: MDXContent }) | undefined;
  labels: Labels;
}
