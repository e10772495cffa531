import type { ReactNode } from 'react';
import type { LinkTarget } from '../lib/linkTarget.ts';
import { RegisterButton } from './parts/RegisterButton.tsx';
import { Icon } from './icons/Icon.tsx';
import type { ActionView } from './resolveAction.ts';
import { buttonVariants, type ButtonVariantProps } from './ui/Button.tsx';
import { cn } from './ui/cn.ts';

/**
 * A link styled as a button, going to a path or URL or to a shared contact, or opening a course's
 * registration form in a dialog: a pure function of the action as resolveAction resolved it.
 * With `icon`, it shows what kind of link it is: a phone, a mail or a chat.
 */
export function ActionLink({ action, className, icon = false, from, ...variants }: {
  action: ActionView;
  className?: string;
  icon?: boolean;
  /** Hidden until then (ISO), when the page's clock shows it: what replaces an event's register button once it is over. */
  from?: string;
} & ButtonVariantProps) {
  if (action.kind === 'register') {
    const button = <RegisterButton form={action.form} title={action.title} label={action.label} labels={action.labels} contact={action.contact} until={action.afterEvent?.at} className={className} {...variants} />;
    if (!action.afterEvent) return button;
    // Registering for this page's event ends with it: if the page's clock finds it over, the link takes the button's place (renderer/shell/pageClock.ts).
    const { at, instead } = action.afterEvent;
    return <>{button}<ActionLink action={instead} className={className} icon={icon} from={at} {...variants} /></>;
  }
  return (
    <a {...action.link} {...(from && { hidden: true, 'data-from': from })} className={buttonVariants({ ...variants, className: cn(action.display && 'flex-wrap gap-y-0.5', className) })}>
      {icon && <Icon name={action.icon} />}
      {action.label}
      {/* A phone number or mail address is part of the button, so it can be read and copied. */}
      {action.display && <span className="font-normal whitespace-nowrap opacity-90">{action.display}</span>}
    </a>
  );
}

/**
 * A plain text link that knows about new tabs and anchors, written as lib/linkTarget.ts resolved it
 * for the page it is on (in the shared menus `#x` is a home-page section, in page content this page's).
 */
export function SiteLink({ link, className, children, ...rest }: { link: LinkTarget; className?: string; children: ReactNode; 'aria-current'?: 'page' }) {
  return <a {...link} className={className} {...rest}>{children}</a>;
}
