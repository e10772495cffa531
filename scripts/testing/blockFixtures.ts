/**
 * Small typed fixtures for the blocks' component tests: a page of each kind with only the fields a
 * test names (the rest empty), an offering, the labels an offering's facts use, a small site of
 * shared data with the site's wording (`fixtureSite`), and a render of a block's markup, read back as
 * a visitor would (`readHtml`). A block's resolve is called with these, never with the whole site.
 */
import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { createElement, Fragment, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { FrontmatterOf, Labels, Offering, PageFrontmatter, SiteData } from '../../content/schema.ts';
import type { OfferingLabels } from '../../lib/offeringFacts.ts';
import type { ActionSite } from '../../components/resolveAction.ts';
import type { BlockPageFacts } from '../engine/site.ts';
import { SiteProvider } from '../../components/SiteContext.tsx';
import { readSiteData } from './content.ts';

const base = { title: 'Trang thử', description: 'Một trang để thử khối.', searchable: true, draft: false };

/** The page a block is on, as its resolve sees it. */
export function pageWith(frontmatter: PageFrontmatter, route = '/thu'): BlockPageFacts<PageFrontmatter> {
  return { file: 'content/thu.mdx', route, frontmatter };
}

export function homePage(fields: Partial<FrontmatterOf<'home'>> = {}): FrontmatterOf<'home'> {
  return {
    ...base, type: 'home', promo: { href: '/su-kien', badge: 'Sự kiện' }, hero: { badge: 'Khóa mới', actions: [], facts: [], stats: [] },
    featuredCourse: 'bot', courseActions: [], benefits: [], modules: [], instructors: [], testimonials: [], news: [], faq: [], contactActions: [],
    ...fields,
  };
}

export function eventPage(fields: Partial<FrontmatterOf<'event'>> = {}): FrontmatterOf<'event'> {
  return { ...base, type: 'event', variant: 'standard', start: '2030-01-01T19:00:00+07:00', place: { online: 'Zoom' }, price: 0, registration: { form: 'https://forms.example.com/x' }, countdown: false, ...fields };
}

/** A course page selling `offering` (courses.yaml id), with an empty curriculum unless given. */
export function coursePage(offering: string, fields: Partial<FrontmatterOf<'course'>> = {}): FrontmatterOf<'course'> {
  return { ...base, type: 'course', offering, curriculum: [], ...fields };
}

export function landingPage(fields: Partial<FrontmatterOf<'landing'>> = {}): FrontmatterOf<'landing'> {
  return { ...base, type: 'landing', ...fields };
}

export function schedulePage(fields: Partial<FrontmatterOf<'schedule'>> = {}): FrontmatterOf<'schedule'> {
  return { ...base, type: 'schedule', courses: [], ...fields };
}

/** An exercises page with the sessions given. */
export function exercisesPage(sessions: FrontmatterOf<'exercises'>['sessions'], fields: Omit<Partial<FrontmatterOf<'exercises'>>, 'type' | 'sessions'> = {}): FrontmatterOf<'exercises'> {
  return { ...base, type: 'exercises', sessions, ...fields };
}

/** A course in courses.yaml after loading, with only the facts a test names beyond the required ones. */
export function offering(fields: Partial<Offering> = {}): Offering {
  return { title: 'Bot giao dịch', subtitle: 'Viết bot bằng AI', sessions: 12, supplementarySessions: 0, duration: '2 tháng', location: 'Online', showEnrolment: true, status: 'Đang tuyển sinh', shownStatus: 'Đang tuyển sinh', projects: [], ...fields };
}

export const offeringLabels = {
  price: 'Học phí', startDate: 'Khai giảng', endDate: 'Kết thúc', location: 'Hình thức', sessions: 'buổi', supplementarySessions: 'buổi bổ trợ',
  offering: { duration: 'Thời lượng', schedule: 'Lịch học', time: 'Giờ học', enrolled: 'Đã đăng ký', capacity: 'Sĩ số', status: 'Trạng thái', started: 'Đã khai giảng', originalPrice: 'Giá gốc', discount: 'Giảm', students: 'học viên' },
  // A register button's dialog, which an offering's buttons may open, and what an event's becomes once it is over.
  close: 'Đóng', formLoading: 'Đang tải biểu mẫu đăng ký…',
  registerDialog: {
    elsewhere: 'Biểu mẫu không hiện?',
    newTab: 'Mở biểu mẫu trong tab mới',
    stalledTitle: 'Biểu mẫu chưa tải được',
    stalledBody: 'Bạn vẫn đăng ký được bằng một trong hai cách bên dưới.',
  },
  event: { play: 'Xem lại buổi học', afterEvent: { label: 'Xem lịch khai giảng', href: '/lich-khai-giang' } },
} satisfies OfferingLabels & ActionSite['labels'];

/** A block's markup as the build writes it. */
export function renderBlock(element: ReactElement): string {
  return renderToStaticMarkup(element);
}

/**
 * A block's markup inside the site's context, for blocks whose shared parts read it (links, pictures,
 * buttons: components/ActionLink.tsx, parts/Picture.tsx): the real shared data, the page at `route`,
 * and `page` as the content page, for blocks rendered as MDX renders them (components/mdx.tsx).
 */
export function renderBlockInSite(element: ReactElement, route = '/thu', page?: BlockPageFacts<PageFrontmatter>): string {
  const content = page && { file: page.file, frontmatter: page.frontmatter, Content: () => null };
  return renderToStaticMarkup(createElement(SiteProvider, { value: { data: readSiteData(), route, ...(content ? { content } : {}) } }, element));
}

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
    started: 'Đã khai giảng',
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
    qrFillsAmountPartNote: 'Quét bằng ứng dụng ngân hàng: số tiền đã điền sẵn, nội dung chỉ điền sẵn',
    qrFillsAccountPartNote: 'Quét bằng ứng dụng ngân hàng: bạn nhập số tiền, nội dung chỉ điền sẵn',
    qrCompleteNote: 'Hãy ghi thêm cho đủ nội dung chuyển khoản ở trên.',
  },
  copy: 'Sao chép',
  copied: 'Đã sao chép',
  formLoading: 'Đang tải biểu mẫu đăng ký…',
  registerDialog: {
    elsewhere: 'Biểu mẫu không hiện?',
    newTab: 'Mở biểu mẫu trong tab mới',
    stalledTitle: 'Biểu mẫu chưa tải được',
    stalledBody: 'Bạn vẫn đăng ký được bằng một trong hai cách bên dưới.',
  },
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
    over: 'Sự kiện đã diễn ra',
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
    phase: { upcoming: 'Sắp diễn ra', live: 'Đang diễn ra', over: 'Đã diễn ra' },
    afterEvent: { label: 'Xem lịch khai giảng', href: '/lich-khai-giang' },
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
    preview: true,
    ...data,
  };
}

/**
 * A block's HTML as the build renders it: inside the page's context, which the shared parts it uses
 * still read (links know the page's route, pictures the build's sizes).
 */
export function renderBlockWith(element: ReactElement, site: SiteData, page: BlockPageFacts<PageFrontmatter>): string {
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
