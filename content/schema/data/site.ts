/** The site itself (site.yaml), its menus (nav.yaml) and the platforms listed in the footer (platforms.yaml). */
import { z } from 'zod';
import { href, nonEmpty } from '../shapes.ts';

export const siteSchema = z.strictObject({
  /** Brand shown in the top bar, footer and page titles. */
  name: nonEmpty.meta({ description: 'Tên thương hiệu, hiện ở thanh trên, chân trang và tiêu đề trang', examples: ['AI Trading Academy'] }),
  /** Short mark shown in the logo badge. */
  logoMark: nonEmpty.max(3).meta({ description: 'Chữ viết tắt trong logo, tối đa 3 ký tự', examples: ['AT'] }),
  /** Public origin used for canonical and Open Graph URLs, without a trailing slash. */
  url: z.url().regex(/[^/]$/, 'bỏ dấu / ở cuối địa chỉ').meta({ description: 'Địa chỉ công khai của site, không có dấu / ở cuối', examples: ['https://example.com'] }),
  /** Default favicon for pages that do not set their own. */
  favicon: nonEmpty.meta({ description: 'Biểu tượng trên tab trình duyệt', examples: ['/favicon.svg'] }),
  /** Default social-sharing image. */
  ogImage: nonEmpty.meta({ description: 'Ảnh khi chia sẻ lên mạng xã hội', examples: ['/og-image.png'] }),
  /** Open Graph locale. */
  locale: nonEmpty.meta({ description: 'Ngôn ngữ và vùng (Open Graph)', examples: ['vi_VN'] }),
  /** Copyright year printed in the footer. */
  copyrightYear: z.number().int().min(2000).meta({ description: 'Năm bản quyền ở chân trang', examples: [2024] }),
  /** One-line description under the brand in the footer. */
  tagline: nonEmpty.meta({ description: 'Một câu giới thiệu dưới tên ở chân trang' }),
  /** Hosts allowed in iframes (forms, video players), e.g. docs.google.com. */
  embedHosts: z.array(z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'cần tên máy chủ viết thường, không có https:// hay dấu /, ví dụ docs.google.com')).min(1)
    .meta({ description: 'Máy chủ được phép nhúng (form đăng ký, video): mỗi dòng một tên máy chủ; trình duyệt chặn mọi máy chủ khác', examples: [['docs.google.com', 'www.youtube-nocookie.com']] }),
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
