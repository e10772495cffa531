import { DesktopNav } from './DesktopNav.tsx';
import { Logo } from './Logo.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { SearchDialog } from './SearchDialog.tsx';
import type { ShellProps } from './shellProps.ts';

/** The fixed top bar on every page. */
export function SiteHeader({ data, route }: ShellProps) {
  return (
    // The blur sits on a pseudo-element: a backdrop-filter on the header itself would become the
    // containing block of the mobile menu's fixed panel and squash it to the bar's height.
    <header className="fixed inset-x-0 top-0 z-40 border-b border-ink-200/70 bg-white/90 before:absolute before:inset-0 before:-z-10 before:backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6">
        <Logo site={data.site} />
        <DesktopNav data={data} route={route} />
        <div className="flex items-center gap-1.5">
          <SearchDialog indexUrl="/search-index.json" labels={data.labels} />
          <MobileMenu data={data} route={route} />
        </div>
      </div>
    </header>
  );
}
