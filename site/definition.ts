/**
 * This site as the engine knows it: its data files and page kinds (content/schema/), the blocks MDX
 * may use (components/blocks/), the checks of its own facts, how its facts are compared for reviewers
 * (diff/) and how a new page starts (scaffold/). Every command is handed this.
 */
import { blockSpecs } from '../components/blocks/blockSpecs.ts';
import { createPageSchema, dataSchemas, type PageFrontmatter, type ParsedSiteData } from '../content/schema.ts';
import { defineSite } from '../scripts/engine/site.ts';
import { factsDiff } from './diff/factsDiff.ts';
import { scaffold } from './scaffold/scaffold.ts';

export const site = defineSite<ParsedSiteData, PageFrontmatter>({
  data: dataSchemas,
  referenced: ['instructors', 'courses', 'contacts'],
  kinds: createPageSchema({ instructors: [], courses: [], contacts: [] }).options.map((option) => option.shape.type.value),
  pageSchema: (ids) => createPageSchema({ instructors: ids.instructors ?? [], courses: ids.courses ?? [], contacts: ids.contacts ?? [] }),
  blocks: blockSpecs,
  pageChecks: [],
  siteChecks: [],
  diff: factsDiff,
  scaffold,
});
