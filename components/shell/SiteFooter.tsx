import { linkTarget } from '../../lib/linkTarget.ts';
import { SiteLink } from '../ActionLink.tsx';
import type { ShellProps } from './shellProps.ts';
import { Logo } from './Logo.tsx';

const headingClass = 'text-sm font-semibold uppercase tracking-wider text-white';
const linkClass = 'text-ink-300 transition-colors hover:text-white';
/** Platform chips are a thumb tall, the linked ones and the plain ones alike, so the row stays even. */
const chipClass = 'inline-flex min-h-11 items-center rounded-full border border-white/15 px-4 text-sm text-white';

/** Footer on every page: brand, platforms, contacts, menu links and copyright. */
export function SiteFooter({ data, route }: ShellProps) {
  const { site, labels, platforms, contacts, nav } = data;
  const links = nav.main.filter((item) => 'href' in item);
  return (
    <footer className="bg-brand-950 text-ink-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <Logo site={site} inverted />
          <p className="max-w-xs text-sm leading-relaxed">{site.tagline}</p>
        </div>
        <div>
          <h2 className={headingClass}>{labels.footerPlatforms}</h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {platforms.map((platform) => (
              <li key={platform.name}>
                {platform.href
                  ? <SiteLink link={linkTarget(platform.href, route)} className={`${chipClass} hover:bg-white/10`}>{platform.name}</SiteLink>
                  : <span className={chipClass}>{platform.name}</span>}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className={headingClass}>{labels.footerLinks}</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {links.map((item) => 'href' in item && (
              <li key={item.href}><SiteLink link={linkTarget(item.href, route)} className={linkClass}>{item.label}</SiteLink></li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className={headingClass}>{labels.footerContact}</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {Object.entries(contacts).map(([id, contact]) => (
              <li key={id}><SiteLink link={linkTarget(contact.href, route)} className={linkClass}>{contact.display ? `${contact.label}: ${contact.display}` : contact.label}</SiteLink></li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm sm:px-6">© {site.copyrightYear} {site.name}. {labels.copyright}</p>
      </div>
    </footer>
  );
}
