/**
 * This site as the engine knows it: its data files and page kinds (content/schema/), the blocks MDX
 * may use (components/blocks/), the checks of its own facts (checks/), the facts derived from them
 * (facts/), the files it publishes beside its pages (files/), its share cards (cards/), how its facts
 * are compared for reviewers (diff/) and how a new page starts (scaffold/). Every command is handed this.
 */
import { blockSpecs } from '../components/blocks/blockSpecs.ts';
import { createPageSchema, dataSchemas, type PageFrontmatter, type ParsedSiteData, type SiteData } from '../content/schema.ts';
import { eventEnd } from '../lib/eventPhase.ts';
import { defineSite } from '../scripts/engine/site.ts';
import { bankTransferProblems } from './checks/bankTransfers.ts';
import { exerciseIds, exerciseTabIds } from './checks/exerciseIds.ts';
import { generatedFiles } from './checks/generatedFiles.ts';
import { images } from './checks/imageFields.ts';
import { moduleRangeProblems } from './checks/moduleRanges.ts';
import { navContactProblems } from './checks/navContacts.ts';
import { pastedTypographyProblems } from './checks/pastedTypography.ts';
import { proseFactProblems } from './checks/proseFacts.ts';
import { withSameEventFacts } from './checks/sameEvent.ts';
import { scheduleConsistency } from './checks/scheduleConsistency.ts';
import { statCountProblems } from './checks/statCounts.ts';
import { notFoundCard, shareCard } from './cards/cardFacts.ts';
import { factsDiff } from './diff/factsDiff.ts';
import { deriveFacts } from './facts/deriveFacts.ts';
import { withoutPages } from './facts/withoutPages.ts';
import { siteFiles } from './files/siteFiles.ts';
import { scaffold } from './scaffold/scaffold.ts';

export const site = defineSite<ParsedSiteData, PageFrontmatter, SiteData>({
  data: dataSchemas,
  referenced: ['instructors', 'courses', 'contacts'],
  kinds: createPageSchema({ instructors: [], courses: [], contacts: [] }).options.map((option) => option.shape.type.value),
  pageSchema: (ids) => createPageSchema({ instructors: ids.instructors ?? [], courses: ids.courses ?? [], contacts: ids.contacts ?? [] }),
  blocks: blockSpecs,
  pageChecks: [moduleRangeProblems, proseFactProblems],
  siteChecks: [bankTransferProblems, navContactProblems, scheduleConsistency],
  frontmatterChecks: [statCountProblems, pastedTypographyProblems],
  frontmatterIds: exerciseIds,
  builtIds: exerciseTabIds,
  eventTimes: (frontmatter) => (frontmatter.type === 'event' ? { start: frontmatter.start, end: eventEnd(frontmatter), field: 'start' } : undefined),
  prepareFrontmatter: withSameEventFacts,
  images,
  embedHosts: (data) => data.site?.embedHosts,
  generatedFiles,
  derive: deriveFacts,
  siteUrl: (data) => data.site.url,
  withoutPages,
  files: siteFiles,
  shareCard,
  notFoundCard,
  siteIcon: (data) => data.site.favicon,
  pageIcon: (frontmatter) => frontmatter.favicon,
  diff: factsDiff,
  scaffold,
});
