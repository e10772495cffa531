import { BankDetails } from '../../parts/BankDetails.tsx';
import type { DonationView } from './resolve.ts';

/** The voluntary donation: account, QR and transfer note, with copy buttons. */
export function Donation({ transfer }: DonationView) {
  return transfer && <BankDetails transfer={transfer} />;
}
