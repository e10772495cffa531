import type { MDXContent } from 'mdx/types';
import type { ComponentType } from 'react';
import type { PageEntry } from 'virtual:content';
import type { PageProps } from './pageProps.ts';

declare global {
  namespace Vike {
    interface PageContext {
      /** The page's component, given what it shows by renderer/+onRenderHtml.tsx. */
      Page: ComponentType<PageProps>;
      /** The content page being rendered; absent on the error page. */
      content?: PageEntry & { Content: MDXContent };
    }
  }
}

export {};
