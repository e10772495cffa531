import type { BankAccount, Labels, Offering } from '../../content/schema.ts';
import { noteFitsInQr, transferNoteInQr, vietQrPayload } from '../../lib/vietQr.ts';
import type { CopyLabels } from './CopyButton.tsx';
import { priceView, type PriceView } from './offeringSummary.ts';

/** What BankDetails.tsx draws: an account's rows to read and copy, and its transfer QR. */
export interface BankTransferView {
  heading: string;
  /** The price of the offering paid for, heading the rows; none for a donation, or an offering without a price. */
  price?: PriceView | undefined;
  rows: { label: string; value: string; copy?: boolean; breakAnywhere?: boolean }[];
  /** The copy buttons' wording, e.g. "Sao chép", "Đã sao chép". */
  copy: CopyLabels;
  /** The account's own QR picture, or its VietQR code drawn from the facts (with the amount, when known). */
  qr: { image: string; alt: string } | { payload: string; alt: string; caption: string; partNote?: PartNote };
}

/** When the code carries only the start of the note: that start, and what the payer is asked to add. */
export interface PartNote {
  filled: string;
  complete: string;
}

/** An account from bank-accounts.yaml with the note to write on the transfer (and the offering's price, when paying for one). */
export function bankTransferView(account: BankAccount, note: string, labels: Labels, offering?: Offering): BankTransferView {
  const rows = [
    { label: labels.bank.holder, value: account.holder },
    { label: labels.bank.bank, value: account.bank },
    { label: labels.bank.number, value: account.number, copy: true, breakAnywhere: true },
    { label: labels.bank.note, value: note, copy: true },
  ];
  return { heading: labels.bank.heading, price: offering && priceView(offering, labels), rows, copy: { copy: labels.copy, copied: labels.copied }, qr: transferQr(account, note, offering?.price, labels) };
}

function transferQr(account: BankAccount, note: string, amount: number | undefined, labels: Labels): BankTransferView['qr'] {
  if (account.qrImage) return { image: account.qrImage, alt: labels.bank.qrAlt };
  // bank-accounts.yaml's schema refuses an account with neither.
  if (!account.bin) throw new Error(`bank account ${account.number} has neither bin nor qrImage, which bank-accounts.yaml's schema refuses`);
  const payload = vietQrPayload({ bin: account.bin, accountNumber: account.number, amount, note });
  if (noteFitsInQr(note)) {
    return { payload, alt: labels.bank.qrAlt, caption: amount === undefined ? labels.bank.qrFillsAccount : labels.bank.qrFillsAmount };
  }
  // The caption says what the code fills in, word for word, rather than claim the whole note.
  return {
    payload,
    alt: labels.bank.qrAlt,
    caption: amount === undefined ? labels.bank.qrFillsAccountPartNote : labels.bank.qrFillsAmountPartNote,
    partNote: { filled: transferNoteInQr(note), complete: labels.bank.qrCompleteNote },
  };
}
