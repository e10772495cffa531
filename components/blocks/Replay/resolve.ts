import type { z } from 'zod';
import type { FrontmatterOf, Labels, PageFrontmatter } from '../../../content/schema.ts';
import type { BlockPageFacts } from '../defineBlock.ts';
import { frontmatterOf } from '../frontmatterOf.ts';
import { neededFields } from '../neededFields.ts';
import type { replayBlock } from './replay.schema.ts';

export interface ReplayView {
  replay: NonNullable<FrontmatterOf<'event'>['replay']>;
  /** The play button's text. */
  play: string;
}

/** The event's recorded session (`replay`, which its spec needs) and the play button's words. */
export function resolveReplay(_props: z.infer<typeof replayBlock.props>, page: BlockPageFacts<PageFrontmatter>, site: { labels: { event: Pick<Labels['event'], 'play'> } }): ReplayView {
  const { replay } = neededFields({ ...page, frontmatter: frontmatterOf(page, 'event') }, ['replay']);
  return { replay, play: site.labels.event.play };
}
