/**
 * What the engine reads of every page's frontmatter, whatever the site: the kind that picks its
 * schema, its title for listings and messages, and when it is out. A site's own schema adds the rest.
 */
export interface Frontmatter {
  /** The page kind, one of the site's kinds; it picks the schema the rest is checked against. */
  type: string;
  title: string;
  description?: string;
  /** A draft is checked but never built. */
  draft?: boolean;
  /** YYYY-MM-DD: the page is out from this day (Vietnam time). */
  publishDate?: string;
  /** YYYY-MM-DD: the page is taken down from this day. */
  unpublishDate?: string;
}
