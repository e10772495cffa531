import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { coursesSchema, createPageSchema, labelsSchema, siteSchema } from '../../content/schema.ts';
import { projectRoot } from '../../scripts/engine/core/paths.ts';
import { pageCards } from '../../scripts/engine/compile/shareCards/pageCards.ts';
import { NOT_FOUND_CARD_PATH } from '../../scripts/engine/site.ts';
import { notFoundCard, shareCard, shareCardFacts } from './cardFacts.ts';

// Fixtures go through the real schemas; the wording comes from the site's labels.
const labels = labelsSchema.parse(parse(readFileSync(path.join(projectRoot, 'content/data/labels.yaml'), 'utf8')));
const site = siteSchema.parse({
  name: 'AI Trading Academy', logoMark: 'AT', url: 'https://hoc.example.vn', favicon: '/favicon.svg', ogImage: '/og-image.png',
  locale: 'vi_VN', copyrightYear: 2024, tagline: 'Đào tạo AI.', embedHosts: ['forms.example.com'],
});
const courses = Object.fromEntries(Object.entries(coursesSchema.parse({
  flagship: { title: 'Bot', subtitle: 'Khóa học thử', price: 6500000, duration: '2 tháng', location: 'Online qua Google Meet', startDate: '2025-09-15', status: 'Đang tuyển sinh' },
  onRequest: { title: 'Theo yêu cầu', subtitle: 'Khóa học thử', duration: '4 tuần', location: 'Online', status: 'Đang tuyển sinh' },
})).map(([id, course]) => [id, { ...course, sessions: 10, shownStatus: course.status }]));
const data = { site, labels, courses };
const pageSchema = createPageSchema({ instructors: ['lead'], courses: Object.keys(courses), contacts: ['chat'] });
const factsOf = (fields: Record<string, unknown>) => shareCardFacts(pageSchema.parse(fields), data);

const curriculum = [{ sessions: [{ title: 'Buổi 1', topics: ['Mở đầu'] }] }];
const event = { type: 'event', title: 'Workshop AI – Tăng năng suất', description: 'Một buổi workshop.', start: '2025-09-15T08:30:00+07:00', registration: { contact: 'chat' } };

describe('shareCardFacts', () => {
  it("shows a course's start date, price and place, formatted as its page shows them", () => {
    const facts = factsOf({ type: 'course', title: 'Lập trình Bot – AI Trading Academy', description: 'Khóa học.', offering: 'flagship', curriculum });
    expect(facts.facts).toEqual([
      { label: labels.startDate, value: '15/09/2025' },
      { label: labels.price, value: '6.500.000 VNĐ', accent: true },
      { label: labels.location, value: 'Online qua Google Meet' },
    ]);
    expect(facts.description).toBeUndefined();
  });

  it('leaves out the date and price an offering does not state', () => {
    const facts = factsOf({ type: 'course', title: 'Theo yêu cầu', description: 'Khóa học.', offering: 'onRequest', curriculum });
    expect(facts.facts).toEqual([{ label: labels.location, value: 'Online' }]);
  });

  it("shows a free event's date and time, the word for free, and its venue", () => {
    const facts = factsOf({ ...event, place: { venue: 'Hạt Dẻ Coffee', address: '18 Đường số 7' }, price: 0 });
    expect(facts.facts).toEqual([
      { label: labels.event.date, value: '15/09/2025 · 08:30' },
      { label: labels.event.price, value: labels.event.free, accent: true },
      { label: labels.event.place, value: 'Hạt Dẻ Coffee' },
    ]);
  });

  it("shows a paid online event's price in VND and its platform", () => {
    const facts = factsOf({ ...event, place: { online: 'Zoom' }, price: 150000 });
    expect(facts.facts.slice(1)).toEqual([
      { label: labels.event.price, value: '150.000 VNĐ', accent: true },
      { label: labels.event.online, value: 'Zoom' },
    ]);
  });

  it("splits the title at its dash and leaves out the site's name, which the card shows already", () => {
    expect(factsOf({ type: 'page', title: 'AI Trading Academy – Lập trình Bot', description: 'Trang chủ.' })).toMatchObject({ heading: 'Lập trình Bot' });
    expect(factsOf({ type: 'page', title: 'Giới thiệu – Sứ mệnh – Giá trị', description: 'Về chúng tôi.' })).toMatchObject({ heading: 'Giới thiệu', subheading: 'Sứ mệnh – Giá trị' });
  });

  it('shows the description, the site name, its mark and its host on a page without facts', () => {
    expect(factsOf({ type: 'page', title: 'Chính sách', description: 'Điều kiện hoàn học phí.' })).toEqual({
      siteName: 'AI Trading Academy', logoMark: 'AT', host: 'hoc.example.vn', heading: 'Chính sách', description: 'Điều kiện hoàn học phí.', facts: [],
    });
  });
});

describe('the card\'s motif', () => {
  it("draws a programme's hero visual: its architecture as a flow of its blocks", () => {
    const architecture = ['Nguồn tín hiệu', 'Webhook', 'Bộ lọc rủi ro', 'Router đa sàn'].map((title) => ({ icon: 'bot', title }));
    const facts = factsOf({ type: 'course', title: 'Bot tín hiệu', description: 'Khóa học.', offering: 'flagship', curriculum, cards: { architecture } });
    expect(facts.motif).toEqual({ kind: 'flow', steps: architecture.map((card) => card.title) });
  });

  it("draws an event's ticket: its month, its day large, its weekday and time", () => {
    const facts = factsOf({ ...event, place: { online: 'Zoom' }, price: 0 });
    expect(facts.motif).toEqual({ kind: 'ticket', above: `${labels.heroVisual.month} 09`, day: '15', below: `${labels.event.weekdays[1]} · 08:30` });
  });

  it('draws none on a page without a visual', () => {
    expect(factsOf({ type: 'page', title: 'Chính sách', description: 'Điều kiện hoàn học phí.' }).motif).toBeUndefined();
  });
});

describe('notFoundCard', () => {
  it("titles the not-found page's card with its title and what it says", () => {
    expect(notFoundCard(data)).toMatchObject({ heading: labels.notFoundTitle, description: labels.notFoundBody, facts: [] });
  });
});

describe('pageCards', () => {
  it('gives the not-found page a card of its own after the pages\'', () => {
    const pages = [{ route: '/', frontmatter: pageSchema.parse({ type: 'page', title: 'Trang chủ', description: 'Trang chủ.' }) }];
    expect(pageCards({ shareCard, notFoundCard }, pages, data).map((card) => card.path)).toEqual(['/share/index.png', NOT_FOUND_CARD_PATH]);
  });

  it('gives a card to every page but those that name their own image', () => {
    const pages = [
      { route: '/', frontmatter: pageSchema.parse({ type: 'page', title: 'Trang chủ', description: 'Trang chủ.' }) },
      { route: '/chinh-sach', frontmatter: pageSchema.parse({ type: 'page', title: 'Chính sách', description: 'Chính sách.' }) },
      { route: '/rieng', frontmatter: pageSchema.parse({ type: 'page', title: 'Riêng', description: 'Ảnh riêng.', ogImage: '/rieng.png' }) },
    ];
    expect(pageCards({ shareCard }, pages, data).map((card) => card.path)).toEqual(['/share/index.png', '/share/chinh-sach.png']);
  });
});
