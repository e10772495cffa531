/**
 * Builds the search index from the pages' frontmatter and MDX headings (read at load, see
 * scripts/engine/parse/outlineMdx.ts), written beside the pages (siteFiles.ts); the overlay
 * (components/shell/SearchDialog.tsx) fetches it on first open.
 */
import type { PageFrontmatter } from '../../content/schema.ts';
import type { SearchEntry } from '../../lib/searchPages.ts';
import type { PublishedPage } from '../../scripts/engine/site.ts';

export function buildSearchIndex(pages: PublishedPage<PageFrontmatter>[]): SearchEntry[] {
  return pages
    .filter((page) => page.frontmatter.searchable)
    .map((page) => ({
      title: page.frontmatter.title,
      url: page.route,
      description: page.frontmatter.description,
      headings: page.headings,
    }));
}

/** Where the index is served; the search dialog fetches it from here (components/shell/SiteHeader.tsx). */
export const SEARCH_INDEX_PATH = '/search-index.json';
