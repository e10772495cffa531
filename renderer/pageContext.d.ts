import type { MDXContent } from 'mdx/types';
import type { ComponentType } from 'react';
import type { PageEntry } from 'virtual:content';

declare global {
  namespace Vike {
    interface PageContext {
      Page: ComponentType;
      /** The content page being rendered; absent on the error page. */
      content?: PageEntry & { Content: MDXContent };
    }
  }
}

export {};
