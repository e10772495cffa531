/** The site itself (site.yaml), its menus (nav.yaml) and the platforms listed in the footer (platforms.yaml). */
import { z } from 'zod';
import { href, nonEmpty } from '../shapes.ts';

export const siteSchema = z.strictObject({
  /** Brand shown in the top bar, footer and page titles. */
  name: nonEmpty,
  /** Short mark shown in the logo badge. */
  logoMark: nonEmpty.max(3),
  /** Public origin used for canonical and Open Graph URLs, without a trailing slash. */
  url: z.url().regex(/[^/]$/, 'bỏ dấu / ở cuối địa chỉ'),
  /** Default favicon for pages that do not set their own. */
  favicon: nonEmpty,
  /** Default social-sharing image. */
  ogImage: nonEmpty,
  /** Open Graph locale. */
  locale: nonEmpty,
  /** Copyright year printed in the footer. */
  copyrightYear: z.number().int().min(2000),
  /** One-line description under the brand in the footer. */
  tagline: nonEmpty,
  /** Hosts allowed in iframes (forms, video players), e.g. docs.google.com. */
  embedHosts: z.array(z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'cần tên máy chủ viết thường, không có https:// hay dấu /, ví dụ docs.google.com')).min(1),
});

export const navLink = z.strictObject({ label: nonEmpty, href });
export const navItem = z.union([
  navLink,
  z.strictObject({ label: nonEmpty, items: z.array(navLink).min(1) }),
  /** A menu entry that opens a shared contact (external, new tab). */
  z.strictObject({ label: nonEmpty, contact: nonEmpty }),
]);
export const navSchema = z.strictObject({
  /** Top bar entries in order; an entry with `items` is a dropdown. */
  main: z.array(navItem).min(1),
  /** The short nav of event landing pages, and the label of its register button. */
  landing: z.strictObject({ links: z.array(navLink).min(1), register: nonEmpty }),
});

/** The platforms named in the footer, linked when they have an address. */
export const platformsSchema = z.array(z.strictObject({ name: nonEmpty, href: href.optional() })).min(1);

export type Site = z.infer<typeof siteSchema>;
export type NavItem = z.infer<typeof navItem>;
export type NavLink = z.infer<typeof navLink>;
