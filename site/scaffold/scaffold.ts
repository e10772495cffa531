/**
 * This site as `npm run new` scaffolds it: a template per page kind in templates/, and a course or
 * bootcamp page with an offering of its own. Such a page counts its offering's sessions from its
 * curriculum, and an offering's curriculum may live on one page only, so it cannot borrow one.
 */
import path from 'node:path';
import type { ScaffoldDefinition } from '../../scripts/engine/site.ts';

export const scaffold: ScaffoldDefinition['scaffold'] = {
  templates: path.join(import.meta.dirname, 'templates'),
  homeKinds: ['home'],
  ownEntry: {
    kinds: ['course', 'bootcamp'],
    data: 'courses',
    template: 'offering.yaml',
    taken: (id, file) => `mã khóa học "${id}" đã có trong ${file}; chọn slug khác, hoặc tự viết trang với offering: ${id}`,
    added: (id, file) => `Đã thêm khóa học "${id}" vào ${file}; trang mới dùng khóa này (offering). Học phí, ngày, số chỗ, biểu mẫu và thanh toán của nó cũng là giá trị mẫu: hãy thay ở đó.`,
  },
};
