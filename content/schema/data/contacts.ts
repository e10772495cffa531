/** Ways to reach the business (contacts.yaml) and to pay it (bank-accounts.yaml); pages name them by id. */
import { z } from 'zod';
import { href, nonEmpty } from '../shapes.ts';

export const contactSchema = z.strictObject({
  /** How the link is shown. */
  label: nonEmpty,
  /** Where it goes: a chat or group URL (opens in a new tab), tel: or mailto:. */
  href,
  /** Human-readable value, e.g. the phone number as people write it. */
  display: nonEmpty.optional(),
});
export const contactsSchema = z.record(z.string(), contactSchema);

export const bankAccountSchema = z.strictObject({
  /** The account holder's name, as the bank shows it. */
  holder: nonEmpty,
  /** The bank's name. */
  bank: nonEmpty,
  /** The account number, in quotes so a leading 0 is kept. */
  number: nonEmpty,
  /** Image of the transfer QR code. */
  qrImage: nonEmpty,
});
export const bankAccountsSchema = z.record(z.string(), bankAccountSchema);

export type Contact = z.infer<typeof contactSchema>;
export type BankAccount = z.infer<typeof bankAccountSchema>;
