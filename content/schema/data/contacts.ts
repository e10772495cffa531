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

/**
 * An account that takes transfers. Pages draw its VietQR code from `bin` and `number` (with the
 * price and the transfer note, lib/vietQr.ts), unless it names a picture of its own in `qrImage`.
 */
export const bankAccountSchema = z.strictObject({
  /** The account holder's name, as the bank shows it. */
  holder: nonEmpty,
  /** The bank's name. */
  bank: nonEmpty,
  /** The bank's NAPAS BIN, six digits in quotes (Vietcombank is "970436"): which bank the QR code names. */
  bin: z.string().regex(/^\d{6}$/, 'cần mã BIN của ngân hàng: đúng 6 chữ số trong ngoặc kép, ví dụ "970436" (Vietcombank)').optional(),
  /** The account number, in quotes so a leading 0 is kept. */
  number: nonEmpty,
  /** A transfer QR picture of the account's own, shown instead of the code drawn from `bin`. */
  qrImage: nonEmpty.optional(),
}).refine((account) => account.bin !== undefined || account.qrImage !== undefined, {
  path: ['bin'],
  message: 'cần bin (mã BIN 6 chữ số của ngân hàng, ví dụ "970436") để trang tự tạo mã QR chuyển khoản, hoặc qrImage (ảnh QR riêng của tài khoản)',
});
export const bankAccountsSchema = z.record(z.string(), bankAccountSchema);

export type Contact = z.infer<typeof contactSchema>;
export type BankAccount = z.infer<typeof bankAccountSchema>;
