import { linkTarget } from '../../lib/linkTarget.ts';
import { ActionLink, SiteLink } from '../ActionLink.tsx';
import { Icon } from '../icons/Icon.tsx';
import { navContactAction, type ShellProps } from './shellProps.ts';

const itemClass = 'inline-flex h-10 items-center gap-1 whitespace-nowrap rounded-lg px-2.5 text-[0.9rem] font-medium text-ink-700 transition-colors hover:bg-brand-50 hover:text-brand-700';

/**
 * The wide-screen menu. Dropdowns open with CSS on hover (and focus without JS);
 * renderer/shell/dropdowns.ts adds click/keyboard toggling, aria-expanded and Escape.
 */
export function DesktopNav({ data, route }: ShellProps) {
  return (
    <nav aria-label={data.labels.mainNav} className="hidden xl:block">
      <ul className="flex items-center gap-0.5">
        {data.nav.main.map((item, index) => {
          if ('items' in item) {
            const panelId = `nav-panel-${index}`;
            return (
              <li key={item.label} className="nav-dropdown relative" data-dropdown>
                <button type="button" className={itemClass} aria-expanded="false" aria-controls={panelId} data-dropdown-toggle>
                  {item.label}
                  <Icon name="chevronDown" className="size-4 opacity-60" />
                </button>
                <div id={panelId} className="nav-dropdown-panel invisible absolute left-0 top-full z-50 -translate-y-1 pt-2 opacity-0 transition duration-150">
                  <ul className="w-80 rounded-2xl border border-ink-200 bg-white p-2 shadow-lift">
                    {item.items.map((link) => (
                      <li key={link.href}>
                        <SiteLink link={linkTarget(link.href, route)} className="flex items-center justify-between rounded-xl px-3 py-2.5 text-sm font-medium text-ink-700 hover:bg-brand-50 hover:text-brand-700">
                          {link.label}
                          <Icon name="arrowRight" className="size-4 opacity-40" />
                        </SiteLink>
                      </li>
                    ))}
                  </ul>
                </div>
              </li>
            );
          }
          if ('contact' in item) {
            return <li key={item.contact} className="ml-2"><ActionLink action={navContactAction(item, data.contacts, route)} variant="accent" size="sm" /></li>;
          }
          return (
            <li key={item.href}>
              <SiteLink link={linkTarget(item.href, route)} className={itemClass} aria-current={item.href === route ? 'page' : undefined}>{item.label}</SiteLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
