import type { z } from 'zod';
import type { PageFrontmatter, SiteData } from '../../../content/schema.ts';
import { bankTransferView, type BankTransferView } from '../../parts/bankTransferView.ts';
import type { BlockPageFacts } from '../defineBlock.ts';
import { neededFields } from '../neededFields.ts';
import type { donationBlock } from './donation.schema.ts';

export interface DonationView {
  /**
   * The account and note; null when `donation.account` names no account, a mistake the bank-transfer
   * check (site/checks/bankTransfers.ts) reports at that line, once: the page is then not built.
   */
  transfer: BankTransferView | null;
}

/** The event's `donation` (the spec's `needs` has refused an event without one). */
export function resolveDonation(_props: z.infer<typeof donationBlock.props>, page: BlockPageFacts<PageFrontmatter>, site: SiteData): DonationView {
  const { donation } = neededFields(page, ['donation']);
  const account = site['bank-accounts'][donation.account];
  return { transfer: account ? bankTransferView(account, donation.note, site.labels) : null };
}
