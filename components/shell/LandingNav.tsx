import type { ShellProps } from './shellProps.ts';
import { linkTarget } from '../../lib/linkTarget.ts';
import { SiteLink } from '../ActionLink.tsx';
import { Icon } from '../icons/Icon.tsx';
import { buttonVariants } from '../ui/Button.tsx';
import { Logo } from './Logo.tsx';

const REGISTER_SECTION = '#register';

/**
 * The short fixed nav of event landing pages (nav.yaml `landing`). Its register button goes to the
 * page's #register section; with JavaScript (landingNav.behavior.ts, loaded when the browser
 * is idle so the menu toggle never waits for it) it also closes the menu and opens the section's form.
 */
export function LandingNav({ data, route }: ShellProps) {
  const { labels, nav } = data;
  const register = (className: string) => (
    <a href={REGISTER_SECTION} data-landing-register="" className={buttonVariants({ variant: 'accent', className })}>{nav.landing.register}</a>
  );
  return (
    <header data-behavior="landingNav" className="fixed inset-x-0 top-0 z-40 border-b border-ink-200/70 bg-white/95">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <Logo site={data.site} />
        <nav aria-label={labels.mainNav} className="hidden items-center gap-1 md:flex">
          {nav.landing.links.map((link) => (
            <SiteLink key={link.href} link={linkTarget(link.href, route)} className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-ink-700 hover:bg-brand-50 hover:text-brand-700">{link.label}</SiteLink>
          ))}
          {register('ml-2')}
        </nav>
        <details className="group/menu md:hidden" data-landing-menu="">
          <summary aria-label={labels.openMenu} className={buttonVariants({ variant: 'ghost', size: 'icon', className: 'cursor-pointer' })}>
            <Icon name="menu" className="size-6 group-open/menu:hidden" />
            <Icon name="close" className="hidden size-6 group-open/menu:block" />
          </summary>
          <nav aria-label={labels.mainNav} className="fixed inset-x-0 top-16 border-b border-ink-200 bg-white px-4 pb-6 pt-3 shadow-card">
            <ul className="mx-auto flex max-w-lg flex-col gap-1">
              {nav.landing.links.map((link) => (
                <li key={link.href}>
                  <SiteLink link={linkTarget(link.href, route)} className="block rounded-xl px-4 py-3 text-base font-medium text-ink-900 hover:bg-brand-50">{link.label}</SiteLink>
                </li>
              ))}
              <li className="mt-3">{register('h-12 w-full text-base')}</li>
            </ul>
          </nav>
        </details>
      </div>
    </header>
  );
}
