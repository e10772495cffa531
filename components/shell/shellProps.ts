/**
 * What the frame around every page (renderer/Layout.tsx) hands its bars and footer: the shared data
 * they show and the page's route, which decides how a menu's `#x` link is written (lib/linkTarget.ts).
 */
import type { SiteData } from '../../content/schema.ts';
import { contactAction, type ActionView } from '../resolveAction.ts';

export interface ShellProps {
  data: Pick<SiteData, 'site' | 'nav' | 'labels' | 'contacts' | 'platforms'>;
  /** The page's URL path; null on the not-found page. */
  route: string | null;
}

/** A menu entry opening a shared contact (nav.yaml `contact:`), as a button. */
export function navContactAction(item: { label: string; contact: string }, contacts: SiteData['contacts'], route: string | null): ActionView {
  const contact = contacts[item.contact];
  // site/checks/navContacts.ts refuses a menu contact contacts.yaml does not have.
  if (!contact) throw new Error(`nav.yaml names contact "${item.contact}", which contacts.yaml does not have`);
  return contactAction(item.label, contact, route);
}
