import { BankDetails } from '../../parts/BankDetails.tsx';
import { useField } from '../../SiteContext.tsx';
import { useOffering } from '../../useOffering.ts';

/**
 * How to pay the page's offering by bank transfer: account, QR and transfer note, with copy buttons.
 * A register section: the phone register bar hides while it is on screen.
 */
export function BankTransfer() {
  const offering = useOffering(useField('offering', 'BankTransfer'));
  const payment = offering.need('payment');
  return <div data-register-section=""><BankDetails account={payment.account} note={payment.note} offering={offering} /></div>;
}
