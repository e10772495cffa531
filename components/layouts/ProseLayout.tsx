import type { ReactNode } from 'react';

/** Pages of kind `page`: the MDX as a readable article, with spacing between its elements. */
export function ProseLayout({ children }: { children: ReactNode }) {
  return (
    <article className="prose-page mx-auto max-w-3xl px-4 py-14 text-ink-700 sm:px-6 sm:py-20">
      {children}
    </article>
  );
}
