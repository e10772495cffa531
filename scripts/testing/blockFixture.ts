/**
 * For block tests: a small site and page of this site's types, written by hand, so a block's
 * `resolve` runs and its component renders from a fixture instead of the whole content. A test
 * states only what it shows; everything else is a harmless default. The labels are the site's
 * wording, so a test reads like the page a visitor sees.
 */
import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { createElement, Fragment, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { FrontmatterOf, Labels, Offering, PageFrontmatter, SiteData } from '../../content/schema.ts';
import type { BlockPageFacts } from '../../components/blocks/defineBlock.ts';
import { SiteProvider } from '../../components/SiteContext.tsx';

export const fixtureLabels = 
{
  skipToContent: 'Bỏ qua đến nội dung chính',
  search: 'Tìm kiếm',
  searchPlaceholder: 'Nhập từ khóa...',
  searchEmpty: 'Không tìm thấy kết quả phù hợp.',
  searchHint: 'Gõ tên khóa học, bootcamp hoặc sự kiện',
  close: 'Đóng',
  openMenu: 'Mở menu',
  mainNav: 'Điều hướng chính',
  footerPlatforms: 'Nền tảng giao dịch',
  footerContact: 'Liên hệ',
  footerLinks: 'Khám phá',
  copyright: 'Bảo lưu mọi quyền.',
  notFoundTitle: 'Không tìm thấy trang',
  notFoundHeading: 'Oops! Page not found',
  notFoundBody: 'Trang bạn tìm không tồn tại hoặc đã được chuyển đi.',
  notFoundHome: 'Return to Home',
  notFoundLog: '404 Error: User attempted to access non-existent route:',
  price: 'Học phí',
  startDate: 'Khai giảng',
  seats: 'Chỗ ngồi',
  sessions: 'buổi',
  supplementarySessions: 'buổi bổ trợ',
  rating: 'đánh giá',
  sessionRange: 'Buổi',
  endDate: 'Kết thúc',
  timeSlots: 'Khung giờ học',
  location: 'Hình thức',
  seatsLeft: 'Còn trống',
  readMore: 'Xem chi tiết',
  registerBar: 'Đăng ký nhanh',
  feed: {
    title: 'Tin tức và sự kiện',
  },
  offering: {
    duration: 'Thời lượng',
    schedule: 'Lịch học',
    time: 'Giờ học',
    enrolled: 'Đã đăng ký',
    capacity: 'Sĩ số tối đa',
    status: 'Trạng thái',
    originalPrice: 'Giá gốc',
    discount: 'Giảm',
    students: 'học viên',
  },
  bank: {
    heading: 'Thông tin chuyển khoản',
    holder: 'Chủ tài khoản',
    bank: 'Ngân hàng',
    number: 'Số tài khoản',
    note: 'Nội dung chuyển khoản',
    qrAlt: 'Mã QR chuyển khoản',
    qrFillsAmount: 'Quét bằng ứng dụng ngân hàng: số tiền và nội dung đã điền sẵn',
    qrFillsAccount: 'Quét bằng ứng dụng ngân hàng: nội dung đã điền sẵn, bạn nhập số tiền',
  },
  copy: 'Sao chép',
  copied: 'Đã sao chép',
  formLoading: 'Đang tải biểu mẫu đăng ký…',
  exercises: {
    details: 'Chi tiết',
    collapse: 'Thu gọn',
    markDone: 'Đánh dấu hoàn thành',
    done: 'Đã hoàn thành',
    objectives: 'Mục tiêu',
    steps: 'Các bước thực hiện',
    deliverable: 'Kết quả cần nộp',
    resources: 'Tài liệu tham khảo',
    solution: 'Lời giải mẫu',
    download: 'Tải lời giải',
    view: 'Xem lời giải mẫu',
    progress: 'Tiến độ của bạn',
    exercises: 'bài tập',
    minutes: 'phút',
  },
  step: 'Bước',
  heroVisual: {
    month: 'Tháng',
    speakers: 'diễn giả',
  },
  countdown: {
    days: 'Ngày',
    hours: 'Giờ',
    minutes: 'Phút',
    seconds: 'Giây',
  },
  event: {
    date: 'Ngày',
    time: 'Thời gian',
    timeZone: 'Giờ Việt Nam (GMT+7)',
    place: 'Địa điểm',
    online: 'Hình thức',
    price: 'Chi phí',
    free: 'Miễn phí',
    seats: 'Số chỗ',
    agenda: 'Chương trình',
    play: 'Xem lại buổi học',
    tags: 'Chủ đề',
    addToCalendar: 'Thêm vào lịch',
    googleCalendar: 'Google Calendar',
    newTab: 'mở trong thẻ mới',
    weekdays: ['Chủ nhật', 'Thứ Hai', 'Thứ Ba', 'Thứ Tư', 'Thứ Năm', 'Thứ Sáu', 'Thứ Bảy'],
  },
} satisfies Labels;

/** The site's shared data with nothing in it but the labels; a test adds the courses, accounts or people it shows. */
export function fixtureSite(data: Partial<SiteData> = {}): SiteData {
  return {
    site: {
      name: 'Học viện Thử', logoMark: 'HT', url: 'https://example.com', favicon: '/favicon.svg', ogImage: '/og-image.png',
      locale: 'vi_VN', copyrightYear: 2025, tagline: 'Một trang để thử các khối.', embedHosts: ['forms.example.com'],
    },
    nav: { main: [{ label: 'Trang chủ', href: '/' }], landing: { links: [{ label: 'Chương trình', href: '#chuong-trinh' }], register: 'Đăng ký' } },
    contacts: {},
    'bank-accounts': {},
    instructors: {},
    courses: {},
    platforms: [{ name: 'MetaTrader 5' }],
    labels: fixtureLabels,
    events: {},
    now: '2025-08-01T00:00:00+07:00',
    ...data,
  };
}

/** A course of courses.yaml as pages see it (its sessions counted); with no price, dates or seats unless given. */
export function fixtureCourse(facts: Partial<Offering> = {}): Offering {
  return {
    title: 'Khóa thử', subtitle: 'Học thử từng bước', sessions: 4, supplementarySessions: 0, duration: '4 tuần',
    location: 'Online', showEnrolment: true, status: 'Đang tuyển sinh', projects: [], ...facts,
  };
}

/** The page a block is on, as its resolve sees it. */
export function fixturePage(frontmatter: PageFrontmatter, route = '/trang-thu'): BlockPageFacts<PageFrontmatter> {
  return { file: `content${route === '/' ? '/index' : route}.mdx`, route, frontmatter };
}

const base = { title: 'Trang thử', description: 'Một trang để thử các khối.', searchable: true, draft: false };

/** A full-width page with the lists given (cards, actions, faq, curriculum…). */
export function landingPage(fields: Omit<Partial<FrontmatterOf<'landing'>>, 'type'> = {}): FrontmatterOf<'landing'> {
  return { ...base, type: 'landing', ...fields };
}

/** An online event, free, on 23/08/2025 at 20:00, unless the fields say otherwise. */
export function eventPage(fields: Omit<Partial<FrontmatterOf<'event'>>, 'type'> = {}): FrontmatterOf<'event'> {
  return {
    ...base, type: 'event', variant: 'standard', start: '2025-08-23T20:00:00+07:00', place: { online: 'Zoom' }, price: 0,
    registration: { form: 'https://forms.example.com/dang-ky' }, countdown: false, ...fields,
  };
}

/** The home page, its lists empty unless given. */
export function homePage(fields: Omit<Partial<FrontmatterOf<'home'>>, 'type'> = {}): FrontmatterOf<'home'> {
  return {
    ...base, type: 'home', promo: { href: '/su-kien', badge: 'Mới', date: '2025-08-01' },
    hero: { badge: 'Khai giảng tháng 9', actions: [], facts: [], stats: [] }, featuredCourse: 'khoa-thu', courseActions: [],
    benefits: [], modules: [], instructors: [], testimonials: [], news: [], faq: [], contactActions: [], ...fields,
  };
}

/** An exercises page with the sessions given. */
export function exercisesPage(sessions: FrontmatterOf<'exercises'>['sessions'], fields: Omit<Partial<FrontmatterOf<'exercises'>>, 'type' | 'sessions'> = {}): FrontmatterOf<'exercises'> {
  return { ...base, type: 'exercises', sessions, ...fields };
}

/**
 * A block's HTML as the build renders it: inside the page's context, which the shared parts it uses
 * still read (links know the page's route, pictures the build's sizes).
 */
export function renderBlock(element: ReactElement, site: SiteData, page: BlockPageFacts<PageFrontmatter>): string {
  const context = { data: site, route: page.route, content: { file: page.file, frontmatter: page.frontmatter, Content: () => createElement(Fragment) } };
  return renderToStaticMarkup(createElement(SiteProvider, { value: context }, element));
}

/** Rendered HTML read as a visitor would: the text of each element a selector finds, and their attributes. */
export function readHtml(html: string) {
  const tree: Root = fromHtml(html, { fragment: true });
  const all = (selector: string): Element[] => selectAll(selector, tree);
  return {
    all,
    texts: (selector: string) => all(selector).map((element) => toString(element)),
    attributes: (selector: string, name: string) => all(selector).map((element) => element.properties[name]),
  };
}
