/** What the fact checks read of a page and of the site. */
import type { PageUnderCheck, SiteUnderCheck } from '../underCheck.ts';

export type FactPage = Pick<PageUnderCheck, 'file' | 'route' | 'frontmatter' | 'yaml' | 'outline'>;

export type FactSite = Pick<SiteUnderCheck, 'data' | 'dataSources' | 'today'> & { pages: FactPage[] };
