import { linkTarget } from '../../lib/linkTarget.ts';
import { ActionLink, SiteLink } from '../ActionLink.tsx';
import { Icon } from '../icons/Icon.tsx';
import { navContactAction, type ShellProps } from './shellProps.ts';
import { buttonVariants } from '../ui/Button.tsx';

const rowClass = 'flex w-full items-center justify-between rounded-xl px-4 py-3 text-base font-medium text-ink-900 hover:bg-brand-50';

/**
 * The narrow-screen menu, built on <details> so it works without JavaScript:
 * the sections share a `name`, so opening one closes the other and a second click collapses it.
 * renderer/shell/mobileMenu.ts adds Escape, closing on navigation and aria-expanded.
 */
export function MobileMenu({ data, route }: ShellProps) {
  const { labels } = data;
  return (
    <details className="group/menu xl:hidden" data-mobile-menu>
      <summary aria-label={labels.openMenu} className={buttonVariants({ variant: 'ghost', size: 'icon', className: 'cursor-pointer' })}>
        <Icon name="menu" className="size-6 group-open/menu:hidden" />
        <Icon name="close" className="hidden size-6 group-open/menu:block" />
      </summary>
      <div className="fixed inset-x-0 bottom-0 top-16 overflow-y-auto border-t border-ink-200 bg-white px-4 pb-10 pt-4">
        <nav aria-label={labels.mainNav}>
          <ul className="mx-auto flex max-w-lg flex-col gap-1">
            {data.nav.main.map((item) => {
              if ('items' in item) {
                return (
                  <li key={item.label}>
                    <details name="mobile-nav-section" className="group/section">
                      <summary className={`${rowClass} cursor-pointer`} data-section-toggle>
                        {item.label}
                        <Icon name="chevronDown" className="size-5 text-ink-500 transition-transform group-open/section:rotate-180" />
                      </summary>
                      <ul className="mb-2 ml-4 border-l-2 border-brand-100 pl-2">
                        {item.items.map((link) => (
                          <li key={link.href}>
                            <SiteLink link={linkTarget(link.href, route)} className="flex min-h-11 items-center rounded-lg px-4 py-2.5 text-[0.95rem] text-ink-700 hover:bg-brand-50 hover:text-brand-700">{link.label}</SiteLink>
                          </li>
                        ))}
                      </ul>
                    </details>
                  </li>
                );
              }
              if ('contact' in item) {
                return <li key={item.contact} className="mt-4"><ActionLink action={navContactAction(item, data.contacts, route)} variant="accent" size="lg" className="w-full" /></li>;
              }
              return (
                <li key={item.href}>
                  <SiteLink link={linkTarget(item.href, route)} className={rowClass}>{item.label}</SiteLink>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </details>
  );
}
