import type { ReactNode } from 'react';
import { SiteFooter } from '../components/shell/SiteFooter.tsx';
import { LandingNav } from '../components/shell/LandingNav.tsx';
import { RegisterBar } from '../components/parts/RegisterBar.tsx';
import { Logo } from '../components/shell/Logo.tsx';
import { SiteHeader } from '../components/shell/SiteHeader.tsx';
import { useSite } from '../components/SiteContext.tsx';

/**
 * The frame around every page: skip link, top bar, main content, footer. Event pages choose
 * their top bar: the site's, their own short landing nav, or (presentation) the logo alone, without a footer.
 * Course, bootcamp and event pages add the phone register bar, fixed to the bottom of the screen.
 */
export function Layout({ children }: { children: ReactNode }) {
  const { data, content } = useSite();
  const frontmatter = content?.frontmatter;
  const variant = frontmatter?.type === 'event' ? frontmatter.variant : 'standard';
  return (
    <>
      <a href="#main" className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 shadow-card focus:not-sr-only focus:fixed focus:left-4 focus:top-4">
        {data.labels.skipToContent}
      </a>
      {variant === 'standard' && <SiteHeader />}
      {variant === 'landing' && <LandingNav />}
      {variant === 'presentation' && <header className="flex h-16 items-center justify-center border-b border-ink-200/70"><Logo /></header>}
      <main id="main" className={variant === 'presentation' ? '' : 'pt-16'}>{children}</main>
      <RegisterBar />
      {/* A presentation is shown on a screen at the event: nothing to navigate away to. */}
      {variant !== 'presentation' && <SiteFooter />}
    </>
  );
}
