/**
 * The files this site's build writes beside its pages, which a link may name: the news and events
 * feeds (lib/feedLinks.ts) and the exercises' sample solutions (lib/solutionFiles.ts).
 */
import type { PageFrontmatter } from '../../content/schema.ts';
import { feedLinks } from '../../lib/feedLinks.ts';
import { solutionFiles } from '../../lib/solutionFiles.ts';
import type { PageUnderCheck } from '../../scripts/engine/site.ts';

export function generatedFiles(pages: readonly Pick<PageUnderCheck<PageFrontmatter>, 'route' | 'frontmatter'>[]): string[] {
  const solutions = pages.flatMap((page) => (page.frontmatter ? solutionFiles(page.route, page.frontmatter).map((file) => file.path) : []));
  return [...Object.values(feedLinks).map((feed) => feed.path), ...solutions];
}
