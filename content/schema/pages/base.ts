/** Fields every page has, whatever its kind; each kind `.extend`s this with its `type` and its own fields. */
import { z } from 'zod';
import { isoDate, nonEmpty } from '../shapes.ts';

export const baseSchema = z.strictObject({
  /** Page title: the <title> and the search result text. */
  title: nonEmpty.max(90).meta({ description: 'Tiêu đề trang: trên tab trình duyệt và trong kết quả tìm kiếm, tối đa 90 ký tự' }),
  /** Meta and social description, ideally 50–160 characters. */
  description: nonEmpty.max(200).meta({ description: 'Mô tả khi chia sẻ và trên Google, khoảng 50–160 ký tự' }),
  /** Page-specific favicon; the site's when absent. */
  favicon: nonEmpty.optional(),
  /** Social-sharing image; the site's when absent. */
  ogImage: nonEmpty.optional(),
  /** Set to false to leave the page out of the search index. */
  searchable: z.boolean().default(true).meta({ description: 'false để trang không hiện trong ô tìm kiếm của site' }),
  /** A draft is built by `npm run dev` only: never in the production build, search, sitemap or menus. */
  draft: z.boolean().default(false).meta({ description: 'true: bản nháp, chỉ thấy khi chạy npm run dev' }),
  /** The page appears from this date on (YYYY-MM-DD, Vietnam time); before it, it is left out like a draft. */
  publishDate: isoDate.optional().meta({ description: 'Trang hiện từ ngày này (giờ Việt Nam), năm-tháng-ngày', examples: ['2025-08-01'] }),
  /** The page is taken down from this date on. */
  unpublishDate: isoDate.optional().meta({ description: 'Trang được gỡ từ ngày này, năm-tháng-ngày', examples: ['2025-12-31'] }),
});
