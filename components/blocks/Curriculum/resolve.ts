import type { z } from 'zod';
import type { PageFrontmatter, SiteData } from '../../../content/schema.ts';
import type { BlockPageFacts } from '../defineBlock.ts';
import { neededFields } from '../neededFields.ts';
import type { curriculumBlock } from './curriculum.schema.ts';

/** One block of sessions (e.g. two weeks), its sessions numbered across the whole curriculum. */
export interface CurriculumPart {
  label?: string | undefined;
  title?: string | undefined;
  /** What heads its disclosure: its title, else its label, else its sessions' range ("Buổi 5–8"). */
  heading: string;
  /** The number of its first session. */
  firstNumber: number;
  sessions: { title: string; topics: string[] }[];
}

export interface CurriculumView {
  /** Sessions in all. */
  total: number;
  parts: CurriculumPart[];
  labels: { sessions: string; sessionRange: string };
}

/** The page's curriculum (the spec's `needs` has refused a page without one), numbered across its blocks. */
export function resolveCurriculum(_props: z.infer<typeof curriculumBlock.props>, page: BlockPageFacts<PageFrontmatter>, site: SiteData): CurriculumView {
  const blocks = neededFields(page, ['curriculum']).curriculum;
  const { sessions, sessionRange } = site.labels;
  let next = 1;
  const parts = blocks.map((block): CurriculumPart => {
    const firstNumber = next;
    next += block.sessions.length;
    const last = next - 1;
    const range = `${sessionRange} ${firstNumber === last ? firstNumber : `${firstNumber}–${last}`}`;
    return { label: block.label, title: block.title, heading: block.title ?? block.label ?? range, firstNumber, sessions: block.sessions };
  });
  return { total: next - 1, parts, labels: { sessions, sessionRange } };
}
