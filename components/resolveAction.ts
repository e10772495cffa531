/**
 * A call to action as a button shows it (components/ActionLink.tsx): where it goes on this page, or
 * which registration form it opens. Block resolves call it, so the validator meets a register button
 * with no form to open at the block (MissingFact), never the render.
 */
import type { CallToAction, Contact, Labels, PageFrontmatter, SiteData } from '../content/schema.ts';
import { eventEnd } from '../lib/eventPhase.ts';
import { linkTarget, type LinkTarget } from '../lib/linkTarget.ts';
import { MissingFact } from './blocks/defineBlock.ts';
import type { IconName } from './icons/Icon.tsx';

/** The dialog's own wording (labels.yaml). */
export type RegisterDialogLabels = Pick<Labels, 'close' | 'formLoading' | 'registerDialog'>;

/** A link to a path, a URL or a shared contact, with the icon of what it opens. */
export type LinkActionView = { kind: 'link'; label: string; link: LinkTarget; icon: IconName; /** A contact's number or address, shown in the button. */ display?: string };

export type ActionView =
  | LinkActionView
  /** A button opening a registration form in a dialog named `title`. */
  | RegisterActionView;

/** A button opening a registration form in a dialog named `title`, which also offers the form in a new tab and `contact`. */
export interface RegisterActionView {
  kind: 'register';
  label: string;
  form: string;
  title: string;
  labels: RegisterDialogLabels;
  /** The page's chat contact, the other way to register when the form will not load (registerContactOf). */
  contact?: LinkActionView;
  /** For the page's clock: when the event ends (ISO) and the link that then takes the button's place. */
  afterEvent?: AfterEvent;
}

/** What a button registering for this page's event becomes once the event is over. */
export interface AfterEvent {
  /** The event's end (ISO). */
  at: string;
  instead: LinkActionView;
}

/** What resolveAction reads of the shared data. */
export type ActionSite = Pick<SiteData, 'contacts' | 'courses' | 'events' | 'nav'> & {
  labels: RegisterDialogLabels & { event: Pick<Labels['event'], 'play' | 'afterEvent'> };
};

/** The page a button is on: its route (for `#x` links) and, for `register: true`, its frontmatter (none on the not-found page). */
export interface ActionPage {
  route: string | null;
  frontmatter?: PageFrontmatter | undefined;
}

export function resolveAction(action: CallToAction, page: ActionPage, site: ActionSite): ActionView {
  if (action.register !== undefined) {
    const { close, formLoading, registerDialog } = site.labels;
    const contact = registerContactOf(page, site);
    const register: RegisterActionView = {
      kind: 'register', label: action.label, ...registrationFor(action.register, page.frontmatter, site),
      labels: { close, formLoading, registerDialog }, ...(contact && { contact }),
    };
    const afterEvent = action.register === true ? afterEventOf(page, site) : undefined;
    if (!afterEvent) return register;
    // Over by the build's clock: the button is gone. Else the page's clock may still find it over (renderer/shell/pageClock.ts).
    return page.route !== null && site.events[page.route]?.phase === 'over' ? afterEvent.instead : { ...register, afterEvent };
  }
  const contact = action.contact === undefined ? undefined : site.contacts[action.contact];
  if (contact) return contactAction(action.label, contact, page.route);
  // The page schema lets a button have exactly one of href, contact and register, and only a contact id that exists.
  if (action.href === undefined) throw new Error(`call to action "${action.label}" has no destination`);
  return { kind: 'link', label: action.label, link: linkTarget(action.href, page.route, 'page'), icon: iconFor(action.href) };
}

/** A button to a shared contact (contacts.yaml), its number or address shown in it. */
export function contactAction(label: string, contact: Contact, route: string | null): ActionView {
  return { kind: 'link', label, link: linkTarget(contact.href, route, 'page'), icon: iconFor(contact.href), ...(contact.display ? { display: contact.display } : {}) };
}

/**
 * Once this page's event is over, registering for it makes no sense: its button becomes the replay
 * (where to watch it), or, without one, a link to the schedule.
 */
function afterEventOf(page: ActionPage, site: ActionSite): AfterEvent | undefined {
  const event = page.frontmatter?.type === 'event' ? page.frontmatter : undefined;
  if (!event) return undefined;
  const { play, afterEvent } = site.labels.event;
  const instead: LinkActionView = event.replay
    ? { kind: 'link', label: play, link: linkTarget(event.replay.watch, page.route, 'page'), icon: 'play' }
    : { kind: 'link', label: afterEvent.label, link: linkTarget(afterEvent.href, page.route, 'page'), icon: 'arrowRight' };
  return { at: eventEnd(event), instead };
}

/**
 * The form a register button opens: a course's (by id), or with `true` this event page's own. The
 * message of a course without a form names only the course, so its many buttons are one mistake.
 */
function registrationFor(register: string | true, page: PageFrontmatter | undefined, site: Pick<SiteData, 'courses'>): { form: string; title: string } {
  if (register === true) {
    if (page?.type !== 'event' || !page.registration.form) {
      throw new MissingFact(`trang "${page?.title ?? ''}" không có registration.form để nút "register: true" mở; "register: true" chỉ dùng trên trang sự kiện có registration.form, ở trang khác dùng register: <mã khóa học> hoặc href`);
    }
    return { form: page.registration.form, title: page.title };
  }
  const course = site.courses[register];
  if (!course) throw new MissingFact(`không có khóa học "${register}" trong content/data/courses.yaml`);
  if (!course.registerForm) {
    throw new MissingFact(`content/data/courses.yaml: khóa "${register}" chưa có registerForm, mà nút đăng ký (register: ${register}) mở biểu mẫu đó; thêm registerForm: vào mục "${register}", hoặc cho nút href`);
  }
  return { form: course.registerForm, title: course.title };
}

/**
 * The contact a register dialog offers beside its form, the one this page already gives for it: an
 * event's `registration.contact`, else the chat its hero offers, else the site's own in the top bar
 * (nav.yaml). Shown with the contact's own label (contacts.yaml).
 */
export function registerContactOf(page: ActionPage, site: Pick<ActionSite, 'contacts' | 'nav'>): LinkActionView | undefined {
  const frontmatter = page.frontmatter;
  const heroActions = frontmatter && 'hero' in frontmatter && frontmatter.hero ? frontmatter.hero.actions : [];
  const heroChat = heroActions.map((action) => action.contact).find((id) => id !== undefined && iconFor(site.contacts[id]?.href ?? '') === 'chat');
  const navContact = site.nav.main.map((item) => ('contact' in item ? item.contact : undefined)).find((id) => id !== undefined);
  const id = (frontmatter?.type === 'event' ? frontmatter.registration.contact : undefined) ?? heroChat ?? navContact;
  const contact = id === undefined ? undefined : site.contacts[id];
  if (!contact) return undefined;
  const view = contactAction(contact.label, contact, page.route);
  return view.kind === 'link' ? view : undefined;
}

function iconFor(href: string): IconName {
  if (href.startsWith('tel:')) return 'phone';
  if (href.startsWith('mailto:')) return 'mail';
  if (/^https?:/.test(href)) return 'chat';
  return 'arrowRight';
}

/** Each of a group of buttons, in order. */
export function resolveActionList(actions: readonly CallToAction[], page: ActionPage, site: ActionSite): ActionView[] {
  return actions.map((action) => resolveAction(action, page, site));
}
