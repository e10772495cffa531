import { BankDetails } from '../../parts/BankDetails.tsx';
import type { BankTransferBlockView } from './resolve.ts';

/**
 * How to pay the page's offering by bank transfer: account, QR and transfer note, with copy buttons.
 * A register section: the phone register bar hides while it is on screen.
 */
export function BankTransfer({ transfer }: BankTransferBlockView) {
  return <div data-register-section=""><BankDetails transfer={transfer} /></div>;
}
