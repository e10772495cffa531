import type { MDXContent } from 'mdx/types';
import type { ComponentType } from 'react';
import type { PageEntry } from 'virtual:content';
import type { SiteSources } from '../components/site.ts';

declare global {
  namespace Vike {
    interface PageContext {
      /** The page's component (pages/content/+Page.tsx, pages/_error/+Page.tsx), given what it shows by +onRenderHtml.tsx. */
      Page: ComponentType<PageProps>;
      /** The content page being rendered; absent on the not-found page. */
      content?: PageProps['content'];
    }
  }
}

/** What a page's component is given: its content page (none on the not-found page) and the shared data and pictures. */
export interface PageProps {
  content?: (PageEntry & { Content: MDXContent }) | undefined;
  site: SiteSources;
}
