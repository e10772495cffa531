/**
 * An offering's session count as the build derives it (derive/deriveFacts.ts): counted from the
 * curriculum on the page that has `offering: <id>`, else `sessions` in courses.yaml; with where it
 * comes from, so a message can send the writer there.
 */
import { countOf } from '../../lib/countOf.ts';
import type { FactSite } from './factPage.ts';

export interface SessionCount {
  count: number;
  /** Where the count comes from, in the writer's words: `đếm từ curriculum ở content/x.mdx`. */
  from: string;
  /** The page whose curriculum it is counted from, if any. */
  file?: string;
}

export function offeringSessions(id: string, site: FactSite): SessionCount | undefined {
  for (const page of site.pages) {
    const { frontmatter } = page;
    if (!frontmatter || !('offering' in frontmatter) || frontmatter.offering !== id) continue;
    const count = countOf(frontmatter, 'curriculum');
    if (count !== undefined) return { count, from: `đếm từ lộ trình (curriculum) ở ${page.file}`, file: page.file };
  }
  const stated = site.data.courses?.[id]?.sessions;
  const source = site.dataSources.courses;
  if (stated === undefined || !source) return undefined;
  return { count: stated, from: `sessions của ${id} ở ${source.file}:${source.yaml.locate([id, 'sessions']).position.line}` };
}
