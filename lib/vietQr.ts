/**
 * The text inside a VietQR bank-transfer code: NAPAS's profile of the EMVCo merchant-presented QR,
 * which every Vietnamese banking app scans. It names the bank (its NAPAS BIN) and the account, and,
 * when known, the amount and the transfer note, so the payer's app fills them in. Built by
 * vietnam-qr-pay; shared by the page that draws the code and the check that vets the note.
 */
import { QRPay } from 'vietnam-qr-pay';

/** What a transfer QR carries. */
export interface VietQrTransfer {
  /** The bank's NAPAS BIN, six digits (`bin` in bank-accounts.yaml). */
  bin: string;
  /** The account number as the page shows it; spaces typed for reading are left out. */
  accountNumber: string;
  /** The amount in VND; without it the code is static and the payer types the amount. */
  amount?: number;
  /** The transfer note as the page shows it; the code carries `transferNoteInQr(note)`. */
  note?: string;
}

/** The longest note a VietQR code may carry: EMVCo's "purpose of transaction" (ID 62, sub-ID 08). */
export const QR_NOTE_MAX_LENGTH = 25;

/**
 * The note as the code carries it: the fixed part before the first `<…>` that the payer fills in
 * (e.g. `<full name>`), without tone marks (đ as d), letters, digits and single spaces only, which
 * every bank accepts in a transfer's description, cut to the whole words that fit in 25 characters
 * (the page still shows the whole note; `npm run check` warns when the code carries less).
 */
export function transferNoteInQr(note: string): string {
  return wholeWordsWithin(plainNote(note), QR_NOTE_MAX_LENGTH);
}

/** Whether the code carries the whole note (less its tone marks), not only its start: no `<…>` part, and short enough. */
export function noteFitsInQr(note: string): boolean {
  return !note.includes('<') && transferNoteInQr(note) === plainNote(note);
}

/** The note's fixed part in the characters a transfer description accepts, however long. */
export function plainNote(note: string): string {
  const [fixed = ''] = note.split('<');
  return fixed
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim();
}

/** The VietQR payload (ends with its CRC-16 checksum); dynamic when an amount is given, static otherwise. */
export function vietQrPayload({ bin, accountNumber, amount, note }: VietQrTransfer): string {
  const purpose = note === undefined ? '' : transferNoteInQr(note);
  return QRPay.initVietQR({
    bankBin: bin,
    bankNumber: accountNumber.replace(/\s+/g, ''),
    amount: amount === undefined ? undefined : String(amount),
    purpose: purpose || undefined,
  }).build();
}

/** Whole words of `text` from its start, as many as fit in `length` characters. */
function wholeWordsWithin(text: string, length: number): string {
  if (text.length <= length) return text;
  let kept = '';
  for (const word of text.split(' ')) {
    const longer = kept ? `${kept} ${word}` : word;
    if (longer.length > length) break;
    kept = longer;
  }
  return kept || text.slice(0, length);
}
