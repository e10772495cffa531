import { Island } from '../Island.tsx';
import SearchDialog from '../islands/SearchDialog.tsx';
import { useSite } from '../SiteContext.tsx';
import { DesktopNav } from './DesktopNav.tsx';
import { Logo } from './Logo.tsx';
import { MobileMenu } from './MobileMenu.tsx';

/** The fixed top bar on every page. */
export function SiteHeader() {
  const { labels } = useSite().data;
  return (
    // The blur sits on a pseudo-element: a backdrop-filter on the header itself would become the
    // containing block of the mobile menu's fixed panel and squash it to the bar's height.
    <header className="fixed inset-x-0 top-0 z-40 border-b border-ink-200/70 bg-white/90 before:absolute before:inset-0 before:-z-10 before:backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6">
        <Logo />
        <DesktopNav />
        <div className="flex items-center gap-1.5">
          <Island
            name="SearchDialog"
            component={SearchDialog}
            props={{
              indexUrl: '/search-index.json',
              labels: { search: labels.search, placeholder: labels.searchPlaceholder, empty: labels.searchEmpty, hint: labels.searchHint, close: labels.close },
            }}
          />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
