/**
 * This site as the engine knows it: its data files and page kinds (content/schema/), the blocks MDX
 * may use (components/blocks/), the checks of its own facts (site/checks/), how its facts are compared for
 * reviewers (site/diff/) and how a new page starts (site/scaffold/). Every command is handed this.
 */
import { blockSpecs } from '../components/blocks/blockSpecs.ts';
import { createPageSchema, dataSchemas, type PageFrontmatter, type ParsedSiteData } from '../content/schema.ts';
import { defineSite } from '../scripts/engine/site.ts';
import { bankTransferProblems } from './checks/bankTransfers.ts';
import { generatedFiles } from './checks/generatedFiles.ts';
import { images } from './checks/imageFields.ts';
import { moduleRangeProblems } from './checks/moduleRanges.ts';
import { navContactProblems } from './checks/navContacts.ts';
import { proseFactProblems } from './checks/proseFacts.ts';
import { withSameEventFacts } from './checks/sameEvent.ts';
import { scheduleConsistency } from './checks/scheduleConsistency.ts';
import { statCountProblems } from './checks/statCounts.ts';
import { factsDiff } from './diff/factsDiff.ts';
import { scaffold } from './scaffold/scaffold.ts';

export const site = defineSite<ParsedSiteData, PageFrontmatter>({
  data: dataSchemas,
  referenced: ['instructors', 'courses', 'contacts'],
  kinds: createPageSchema({ instructors: [], courses: [], contacts: [] }).options.map((option) => option.shape.type.value),
  pageSchema: (ids) => createPageSchema({ instructors: ids.instructors ?? [], courses: ids.courses ?? [], contacts: ids.contacts ?? [] }),
  blocks: blockSpecs,
  pageChecks: [moduleRangeProblems, proseFactProblems],
  siteChecks: [bankTransferProblems, navContactProblems, scheduleConsistency],
  frontmatterChecks: [statCountProblems],
  prepareFrontmatter: withSameEventFacts,
  images,
  embedHosts: (data) => data.site?.embedHosts,
  generatedFiles,
  diff: factsDiff,
  scaffold,
});
