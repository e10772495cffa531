import type { z } from 'zod';
import type { Labels, PageFrontmatter } from '../../../content/schema.ts';
import type { BlockPageFacts } from '../defineBlock.ts';
import { frontmatterOf } from '../frontmatterOf.ts';
import { neededFields } from '../neededFields.ts';
import type { tagsBlock } from './tags.schema.ts';

export interface TagsView {
  tags: string[];
  /** The list's accessible name. */
  label: string;
}

/** The event's `tags` (its spec needs them), named for screen readers. */
export function resolveTags(_props: z.infer<typeof tagsBlock.props>, page: BlockPageFacts<PageFrontmatter>, site: { labels: { event: Pick<Labels['event'], 'tags'> } }): TagsView {
  const { tags } = neededFields({ ...page, frontmatter: frontmatterOf(page, 'event') }, ['tags']);
  return { tags, label: site.labels.event.tags };
}
