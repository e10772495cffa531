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
    <header className="fixed inset-x-0 top-0 z-40 border-b border-ink-200/70 bg-white/90 backdrop-blur-md">
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
