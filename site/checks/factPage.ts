/** What the fact checks read of a page and of the site: this site's pages and data, as the engine hands them. */
import type { PageFrontmatter, ParsedSiteData } from '../../content/schema.ts';
import type { PageUnderCheck, SiteUnderCheck } from '../../scripts/engine/site.ts';

export type FactPage = Pick<PageUnderCheck<PageFrontmatter>, 'file' | 'route' | 'frontmatter' | 'yaml' | 'outline'>;

export type FactSite = Pick<SiteUnderCheck<ParsedSiteData, PageFrontmatter>, 'data' | 'dataSources' | 'today'> & { pages: FactPage[] };
