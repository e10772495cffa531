import type { ReactNode } from 'react';
import type { CallToAction, PageFrontmatter, SiteData } from '../content/schema.ts';
import { linkTarget, type LinkScope } from '../lib/linkTarget.ts';
import { RegisterButton } from './parts/RegisterButton.tsx';
import { Icon, type IconName } from './icons/Icon.tsx';
import { useSite } from './SiteContext.tsx';
import { buttonVariants, type ButtonVariantProps } from './ui/Button.tsx';
import { cn } from './ui/cn.ts';

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
  const { data, route, content } = useSite();
  if (action.register !== undefined) {
    const { form, title } = registrationFor(action.register, data, content?.frontmatter);
    return <RegisterButton form={form} title={title} label={action.label} className={className} {...variants} />;
  }
  const contact = action.contact ? data.contacts[action.contact] : undefined;
  const href = contact ? contact.href : action.href;
  if (!href) throw new Error(`call to action "${action.label}" has no destination`);
  return (
    <a {...linkTarget(href, route, 'page')} className={buttonVariants({ ...variants, className: cn(contact?.display && 'flex-wrap gap-y-0.5', className) })}>
      {icon && <Icon name={iconFor(href)} />}
      {action.label}
      {/* A phone number or mail address is part of the button, so it can be read and copied. */}
      {contact?.display && <span className="font-normal whitespace-nowrap opacity-90">{contact.display}</span>}
    </a>
  );
}

/** The form a register button opens: a course's (by id), or with `true` this event page's own. */
function registrationFor(register: string | true, data: SiteData, page: PageFrontmatter | undefined): { form: string; title: string } {
  if (register === true) {
    if (page?.type !== 'event' || !page.registration.form) throw new Error(`"register: true" needs an event page with registration.form; "${page?.title ?? 'this page'}" has none`);
    return { form: page.registration.form, title: page.title };
  }
  const course = data.courses[register];
  if (!course?.registerForm) throw new Error(`content/data/courses.yaml: "${register}" has no registerForm, which a register button needs`);
  return { form: course.registerForm, title: course.title };
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
