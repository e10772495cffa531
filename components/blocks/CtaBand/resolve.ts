import type { z } from 'zod';
import type { Labels, PageFrontmatter, SiteData } from '../../../content/schema.ts';
import { pagePrice, type BarFact } from '../../../lib/pagePrice.ts';
import { resolveActionList, type ActionSite, type ActionView } from '../../resolveAction.ts';
import type { BlockPageFacts } from '../defineBlock.ts';
import { actionsNamed } from '../namedList.ts';
import type { ctaBandBlock } from './ctaBand.schema.ts';

export interface CtaBandView {
  id: string;
  actions: ActionView[];
  /** What registering costs, beside buttons that register on a course, bootcamp or event page (lib/pagePrice.ts). */
  price?: BarFact;
}

/**
 * The band's anchor and the buttons of `actions.<of>`. When one of them registers (opens the form,
 * a chat or a call) on a page with a price, the band is the page's register section and shows the
 * price too, so the visitor decides there without scrolling back; not once the page's event is over.
 */
export function resolveCtaBand({ id, of }: z.infer<typeof ctaBandBlock.props>, page: BlockPageFacts<PageFrontmatter>, site: ActionSite & Pick<SiteData, 'courses'> & { labels: Pick<Labels, 'price' | 'event'> }): CtaBandView {
  const buttons = actionsNamed(page, of);
  const registers = buttons.some((action) => action.register !== undefined || action.contact !== undefined);
  const over = page.route !== null && site.events[page.route]?.phase === 'over';
  const price = registers && !over ? pagePrice(page.frontmatter, site.courses, site.labels) : undefined;
  return { id, actions: resolveActionList(buttons, page, site), ...(price && { price }) };
}
