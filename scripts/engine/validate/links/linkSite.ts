/** What the link checks read of a page and of the site: all of it, but a site may not know its day. */
import type { PageUnderCheck, SiteUnderCheck } from '../underCheck.ts';

export type LinkPage = PageUnderCheck;

/** Without `today`, pages count as they would be today in Vietnam. */
export type LinkSite = Omit<SiteUnderCheck, 'today'> & Partial<Pick<SiteUnderCheck, 'today'>>;
