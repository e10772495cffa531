import type { ReactNode } from 'react';
import { SiteFooter } from '../components/shell/SiteFooter.tsx';
import { SiteHeader } from '../components/shell/SiteHeader.tsx';
import { useSite } from '../components/SiteContext.tsx';

/** The frame around every page: skip link, fixed top bar, main content, footer. */
export function Layout({ children }: { children: ReactNode }) {
  const { labels } = useSite().data;
  return (
    <>
      <a href="#main" className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 shadow-card focus:not-sr-only focus:fixed focus:left-4 focus:top-4">
        {labels.skipToContent}
      </a>
      <SiteHeader />
      <main id="main" className="pt-16">{children}</main>
      <SiteFooter />
    </>
  );
}
