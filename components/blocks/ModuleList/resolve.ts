import type { z } from 'zod';
import { moduleLevels, type PageFrontmatter, type SiteData } from '../../../content/schema.ts';
import type { BlockPageFacts } from '../defineBlock.ts';
import { frontmatterOf } from '../frontmatterOf.ts';
import type { moduleListBlock } from './moduleList.schema.ts';

export interface ModuleView {
  /** Its sessions as read: "1–4", or "5" for a module of one session. */
  range: string;
  level: string;
  /** Its level's place, basic first (`moduleLevels`). */
  levelIndex: number;
  /** Its place in the list, two digits: "01". */
  number: string;
  title: string;
  topics: string[];
}

export interface ModuleListView {
  modules: ModuleView[];
  /** Before each range, e.g. "Buổi". */
  sessionRange: string;
}

/** The home page's modules with their session ranges and levels. */
export function resolveModuleList(_props: z.infer<typeof moduleListBlock.props>, page: BlockPageFacts<PageFrontmatter>, site: SiteData): ModuleListView {
  const { modules } = frontmatterOf(page, 'home');
  return {
    modules: modules.map((module, index) => {
      const [first, last] = module.sessions;
      return {
        range: first === last ? String(first) : `${first}–${last}`,
        level: module.level,
        levelIndex: moduleLevels.indexOf(module.level),
        number: String(index + 1).padStart(2, '0'),
        title: module.title,
        topics: module.topics,
      };
    }),
    sessionRange: site.labels.sessionRange,
  };
}
