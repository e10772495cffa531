/**
 * Builds the search index from the pages' frontmatter and MDX headings (read at load, see
 * scripts/engine/parse/outlineMdx.ts). Runs at build time (see contentPlugin); the overlay fetches the
 * result on first open.
 */
import type { SearchEntry } from '../../../lib/searchPages.ts';
import type { ContentPage } from './loadContent.ts';

export function buildSearchIndex(pages: Pick<ContentPage, 'frontmatter' | 'route' | 'headings'>[]): SearchEntry[] {
  return pages
    .filter((page) => page.frontmatter.searchable)
    .map((page) => ({
      title: page.frontmatter.title,
      url: page.route,
      description: page.frontmatter.description,
      headings: page.headings,
    }));
}
