import { describe, expect, it } from 'vitest';
import { fixtureSite } from '../../scripts/testing/blockFixtures.ts';
import { withoutPages } from './withoutPages.ts';

/** The menus a build gives visitors when drafts and scheduled pages are left out (the engine's forVisitors hands them over). */
describe('the main menu without the pages left out of the build', () => {
  const data = fixtureSite({
    nav: {
      main: [
        { label: 'Trang chủ', href: '/' },
        { label: 'Bản nháp', href: '/ban-nhap' },
        { label: 'Khóa học', items: [{ label: 'Khóa sắp mở', href: '/sap-dang' }, { label: 'Khóa đang mở', href: '/khoa-hoc' }] },
        { label: 'Sự kiện', items: [{ label: 'Sự kiện sắp đăng', href: '/su-kien-sap-dang' }] },
      ],
      landing: { links: [], register: 'Đăng ký' },
    },
  });

  it('has no link to a page left out, keeps the others in their order, and drops a dropdown left empty with its heading', () => {
    const { nav } = withoutPages(data, new Set(['/ban-nhap', '/sap-dang', '/su-kien-sap-dang']));
    expect(nav.main).toEqual([
      { label: 'Trang chủ', href: '/' },
      { label: 'Khóa học', items: [{ label: 'Khóa đang mở', href: '/khoa-hoc' }] },
    ]);
  });

  it('is the menu as written when no page is left out', () => {
    expect(withoutPages(data, new Set()).nav).toEqual(data.nav);
  });
});
