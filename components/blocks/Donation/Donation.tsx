import { BankDetails } from '../../parts/BankDetails.tsx';
import { useFrontmatter } from '../../SiteContext.tsx';

/** The voluntary donation: account, QR and transfer note, with copy buttons. */
export function Donation() {
  const { donation } = useFrontmatter('event');
  if (!donation) throw new Error('<Donation /> needs "donation" in the frontmatter');
  return <BankDetails account={donation.account} note={donation.note} />;
}
