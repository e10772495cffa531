/** Fields every page has, whatever its kind; each kind `.extend`s this with its `type` and its own fields. */
import { z } from 'zod';
import { isoDate, nonEmpty } from '../shapes.ts';

export const baseSchema = z.strictObject({
  /** Page title: the <title> and the search result text. */
  title: nonEmpty.max(90),
  /** Meta and social description, ideally 50–160 characters. */
  description: nonEmpty.max(200),
  /** Page-specific favicon; the site's when absent. */
  favicon: nonEmpty.optional(),
  /** Social-sharing image; the site's when absent. */
  ogImage: nonEmpty.optional(),
  /** Set to false to leave the page out of the search index. */
  searchable: z.boolean().default(true),
  /** A draft is built by `npm run dev` only: never in the production build, search, sitemap or menus. */
  draft: z.boolean().default(false),
  /** The page appears from this date on (YYYY-MM-DD, Vietnam time); before it, it is left out like a draft. */
  publishDate: isoDate.optional(),
  /** The page is taken down from this date on. */
  unpublishDate: isoDate.optional(),
});
