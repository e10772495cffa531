/**
 * Small typed fixtures for the blocks' component tests: a page of each kind with only the fields a
 * test names (the rest empty), an offering, the labels an offering's facts use, and a render of a
 * block's markup. A block's resolve is called with these, never with the whole site.
 */
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { FrontmatterOf, Offering, PageFrontmatter } from '../../content/schema.ts';
import type { OfferingLabels } from '../../lib/offeringFacts.ts';
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

export function landingPage(fields: Partial<FrontmatterOf<'landing'>> = {}): FrontmatterOf<'landing'> {
  return { ...base, type: 'landing', ...fields };
}

export function schedulePage(fields: Partial<FrontmatterOf<'schedule'>> = {}): FrontmatterOf<'schedule'> {
  return { ...base, type: 'schedule', courses: [], ...fields };
}

/** A course in courses.yaml after loading, with only the facts a test names beyond the required ones. */
export function offering(fields: Partial<Offering> = {}): Offering {
  return { title: 'Bot giao dịch', subtitle: 'Viết bot bằng AI', sessions: 12, supplementarySessions: 0, duration: '2 tháng', location: 'Online', showEnrolment: true, status: 'Đang tuyển sinh', projects: [], ...fields };
}

export const offeringLabels = {
  price: 'Học phí', startDate: 'Khai giảng', endDate: 'Kết thúc', location: 'Hình thức', sessions: 'buổi', supplementarySessions: 'buổi bổ trợ',
  offering: { duration: 'Thời lượng', schedule: 'Lịch học', time: 'Giờ học', enrolled: 'Đã đăng ký', capacity: 'Sĩ số', status: 'Trạng thái', originalPrice: 'Giá gốc', discount: 'Giảm', students: 'học viên' },
} satisfies OfferingLabels;

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
