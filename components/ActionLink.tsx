import type { ReactNode } from 'react';
import type { CallToAction } from '../content/schema.ts';
import { linkTarget, type LinkScope } from '../lib/linkTarget.ts';
import { RegisterButton } from './blocks/RegisterButton.tsx';
import { Icon, type IconName } from './icons/Icon.tsx';
import { useSite } from './SiteContext.tsx';
import { buttonVariants, type ButtonVariantProps } from './ui/Button.tsx';

/**
 * A link styled as a button, going to a path or URL or to a shared contact (by id),
 * or opening a course's registration form in a dialog.
 * With `icon`, it shows what kind of link it is: a phone, a mail or a chat.
 */
export function ActionLink({ action, className, icon = false, ...variants }: {
  action: CallToAction;
  className?: string;
  icon?: boolean;
} & ButtonVariantProps) {
  const { data, route } = useSite();
  if (action.register) return <RegisterButton course={action.register} label={action.label} className={className} {...variants} />;
  const href = action.contact ? data.contacts[action.contact]?.href : action.href;
  if (!href) throw new Error(`call to action "${action.label}" has no destination`);
  return (
    <a {...linkTarget(href, route, 'page')} className={buttonVariants({ ...variants, className })}>
      {icon && <Icon name={iconFor(href)} />}
      {action.label}
    </a>
  );
}

function iconFor(href: string): IconName {
  if (href.startsWith('tel:')) return 'phone';
  if (href.startsWith('mailto:')) return 'mail';
  if (/^https?:/.test(href)) return 'chat';
  return 'arrowRight';
}

/**
 * A plain text link that knows about new tabs and anchors: in the shared menus (`scope: 'site'`,
 * the default) `#x` is a home-page section; in page content (`scope: 'page'`) a section of this page.
 */
export function SiteLink({ href, className, children, scope = 'site', ...rest }: { href: string; className?: string; children: ReactNode; scope?: LinkScope; 'aria-current'?: 'page' }) {
  const { route } = useSite();
  return <a {...linkTarget(href, route, scope)} className={className} {...rest}>{children}</a>;
}
