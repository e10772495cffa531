/**
 * Entries of shared data as a page shows them where it refers to them by id: a contact behind a
 * button, an instructor on a card, a bank account in a transfer box. An id that does not resolve
 * (its data file failed to load) stays the id, so it is still compared.
 */
import type { SiteData } from '../../content/schema.ts';

/** A button to a contact shows its own label, and goes to the contact's address with its display value. */
export function viewContact(id: string, data: Partial<SiteData>): unknown {
  const contact = data.contacts?.[id];
  if (!contact) return id;
  return { href: contact.href, ...(contact.display !== undefined && { display: contact.display }) };
}

/** Everything an instructor card shows. */
export function viewInstructor(id: string, data: Partial<SiteData>): unknown {
  return data.instructors?.[id] ?? id;
}

/** Everything a transfer box shows of the account. */
export function viewBankAccount(id: string, data: Partial<SiteData>): unknown {
  return data['bank-accounts']?.[id] ?? id;
}
