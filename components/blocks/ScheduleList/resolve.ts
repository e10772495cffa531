import type { z } from 'zod';
import type { PageFrontmatter, SiteData } from '../../../content/schema.ts';
import { offeringFacts, type FactRow, type OfferingLabels } from '../../../lib/offeringFacts.ts';
import { offeringSummary, type OfferingSummary } from '../../parts/offeringSummary.ts';
import { resolveActionList, type ActionSite, type ActionView } from '../../resolveAction.ts';
import type { BlockPageFacts } from '../defineBlock.ts';
import { frontmatterOf } from '../frontmatterOf.ts';
import { offeringOf } from '../offeringOf.ts';
import type { scheduleListBlock } from './scheduleList.schema.ts';

/** One class of the schedule. */
export interface ScheduleEntry {
  /** The course's id in courses.yaml. */
  course: string;
  offering: OfferingSummary;
  /** Its facts but the price and status, which its heading shows, with this page's reading of its schedule. */
  facts: FactRow[];
  features: string[];
  highlights: string[];
  actions: ActionView[];
}

export interface ScheduleListView {
  entries: ScheduleEntry[];
}

/** The schedule page's `courses`: each course's facts (courses.yaml), this page's schedule reading, features and highlights. */
export function resolveScheduleList(_props: z.infer<typeof scheduleListBlock.props>, page: BlockPageFacts<PageFrontmatter>, site: Pick<SiteData, 'courses'> & { labels: OfferingLabels } & ActionSite): ScheduleListView {
  return {
    entries: frontmatterOf(page, 'schedule').courses.map((entry) => {
      const offering = offeringOf(site, entry.course);
      return {
        course: entry.course,
        offering: offeringSummary(offering, site.labels),
        facts: offeringFacts(offering, site.labels, entry.schedule).filter((fact) => !['price', 'status'].includes(fact.key)),
        features: entry.features,
        highlights: entry.highlights,
        actions: resolveActionList(entry.actions, page, site),
      };
    }),
  };
}
