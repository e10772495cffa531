import type { ReactNode } from 'react';
import type { PageFrontmatter, SiteData } from '../content/schema.ts';
import { SiteFooter } from '../components/shell/SiteFooter.tsx';
import { LandingNav } from '../components/shell/LandingNav.tsx';
import { RegisterBar } from '../components/parts/RegisterBar.tsx';
import { registerBarView } from '../components/parts/registerBarView.ts';
import { Logo } from '../components/shell/Logo.tsx';
import { SiteHeader } from '../components/shell/SiteHeader.tsx';

/**
 * The frame around every page: skip link, top bar, main content, footer. Event pages choose
 * their top bar: the site's, their own short landing nav, or (presentation) the logo alone, without a footer.
 * Course, bootcamp and event pages add the phone register bar, fixed to the bottom of the screen.
 * A pure function of the page's render (renderer/+onRenderHtml.tsx): its bars and footer get what they show as props.
 */
export function Layout({ data, route, frontmatter, children }: {
  data: SiteData;
  /** The page's URL path; null on the not-found page. */
  route: string | null;
  /** The content page's frontmatter; none on the not-found page. */
  frontmatter?: PageFrontmatter | undefined;
  children: ReactNode;
}) {
  const variant = frontmatter?.type === 'event' ? frontmatter.variant : 'standard';
  const bar = frontmatter && registerBarView({ route, frontmatter }, data);
  return (
    <>
      <a href="#main" className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 shadow-card focus:not-sr-only focus:fixed focus:left-4 focus:top-4">
        {data.labels.skipToContent}
      </a>
      {variant === 'standard' && <SiteHeader data={data} route={route} />}
      {variant === 'landing' && <LandingNav data={data} route={route} />}
      {variant === 'presentation' && <header className="flex h-16 items-center justify-center border-b border-ink-200/70"><Logo site={data.site} /></header>}
      <main id="main" className={variant === 'presentation' ? '' : 'pt-16'}>{children}</main>
      {bar && <RegisterBar bar={bar} />}
      {/* A presentation is shown on a screen at the event: nothing to navigate away to. */}
      {variant !== 'presentation' && <SiteFooter data={data} route={route} />}
    </>
  );
}
