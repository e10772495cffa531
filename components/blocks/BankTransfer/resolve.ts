import type { z } from 'zod';
import type { PageFrontmatter, SiteData } from '../../../content/schema.ts';
import { bankTransferView, type BankTransferView } from '../../parts/bankTransferView.ts';
import type { BlockPageFacts } from '../defineBlock.ts';
import { offeringOf } from '../offeringOf.ts';
import { neededFields, ruledOut } from '../neededFields.ts';
import type { bankTransferBlock } from './bankTransfer.schema.ts';

export interface BankTransferBlockView {
  transfer: BankTransferView;
}

/**
 * How to pay the page's offering: its `payment` in courses.yaml, which it must have (else a
 * MissingFact at the block). An account that does not exist is reported where the payment names it
 * (site/facts/deriveFacts.ts), and then no block is resolved.
 */
export function resolveBankTransfer(_props: z.infer<typeof bankTransferBlock.props>, page: BlockPageFacts<PageFrontmatter>, site: SiteData): BankTransferBlockView {
  const id = neededFields(page, ['offering']).offering;
  const { need, ...offering } = offeringOf(site, id);
  const payment = need('payment');
  const account = site['bank-accounts'][payment.account];
  if (!account) throw ruledOut(page, `the payment of "${id}" names no account in bank-accounts.yaml`);
  return { transfer: bankTransferView(account, payment.note, site.labels, offering) };
}
