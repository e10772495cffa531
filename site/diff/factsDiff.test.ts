import { beforeAll, describe, expect, it } from 'vitest';
import { createPageSchema, type PageFrontmatter, type SiteData } from '../../content/schema.ts';
import { contentDir, projectRoot } from '../../scripts/engine/core/paths.ts';
import { loadContent, type ContentPage } from '../../scripts/engine/derive/loadContent.ts';
import { writeFactsDiff } from '../../scripts/engine/diff/diffRevisions.ts';
import { site } from '../definition.ts';

/** This site's facts diff (factsDiff.ts) on its real content, so each shared fact is listed under the pages that really show it. */
let data: SiteData;
let pages: ContentPage<PageFrontmatter>[];
beforeAll(() => {
  ({ data, pages } = loadContent(site, contentDir, projectRoot));
});

/** A page of one revision, at this site's frontmatter type, so a test can edit it. */
interface SnapshotPage { route: string; file: string; frontmatter: PageFrontmatter; body: string }
/** One revision, at this site's types. */
interface FactsSnapshot { name: string; data: Partial<SiteData>; pages: SnapshotPage[]; errorFiles: string[] }

const COURSE_PAGE = '/lap-trinh-bot-auto-trading-khong-can-biet-code';
const snapshot = (name: string, parts: Partial<FactsSnapshot> = {}): FactsSnapshot => ({
  name,
  data: structuredClone(data),
  pages: pages.map(({ route, file, frontmatter, body }) => ({ route, file, frontmatter: structuredClone(frontmatter), body })),
  errorFiles: [],
  ...parts,
});
const render = (base: FactsSnapshot, head: FactsSnapshot) => writeFactsDiff(site, base, head);
const headings = (markdown: string) => markdown.split('\n').filter((line) => line.startsWith('### ')).map((line) => line.slice(4));
const pageAt = (snapshot: FactsSnapshot, route: string) => snapshot.pages.find((page) => page.route === route)!;
/** A page of our own, validated like a real one. */
const fixture = (route: string, frontmatter: Record<string, unknown>, body = ''): SnapshotPage => {
  const schema = createPageSchema({ instructors: Object.keys(data.instructors), courses: Object.keys(data.courses), contacts: Object.keys(data.contacts) });
  return { route, file: `content${route}.mdx`, frontmatter: schema.parse({ type: 'page', description: 'Trang thử.', ...frontmatter }), body };
};

describe('shared data under every page that shows it', () => {
  it('lists a price change of the flagship course under the home, course and schedule pages, as each prints it', () => {
    const base = snapshot('HEAD~1');
    const head = snapshot('HEAD');
    base.data.courses!.flagship!.price = 6_500_000;
    head.data.courses!.flagship!.price = 6_900_000;
    const { title } = data.courses.flagship!;
    expect(render(base, head)).toBe([
      '### /',
      '- Khóa học nổi bật › Giá: 6.500.000 VNĐ → 6.900.000 VNĐ',
      '',
      `### ${COURSE_PAGE}`,
      '- Khóa học › Giá: 6.500.000 VNĐ → 6.900.000 VNĐ',
      '',
      '### /lich-khai-giang',
      `- ${title} › Giá: 6.500.000 VNĐ → 6.900.000 VNĐ`,
      '',
      '### content/data/courses.yaml › flagship',
      '- Giá: 6.500.000 VNĐ → 6.900.000 VNĐ',
    ].join('\n'));
  });

  it('lists a changed start date in the pages’ own date format, under each block that prints it', () => {
    const base = snapshot('HEAD~1');
    const head = snapshot('HEAD');
    base.data.courses!.flagship!.startDate = '2025-08-13';
    head.data.courses!.flagship!.startDate = '2025-09-10';
    const markdown = render(base, head);
    expect(headings(markdown)).toEqual(['/', COURSE_PAGE, '/lich-khai-giang', 'content/data/courses.yaml › flagship']);
    expect(markdown).toContain('### /\n- Khóa học nổi bật › Ngày khai giảng: 13/08/2025 → 10/09/2025\n');
  });

  it('derives the discount from the price and its original, where a price tag shows it', () => {
    const base = snapshot('HEAD~1');
    const head = snapshot('HEAD');
    for (const [side, originalPrice] of [[base, 18_000_000], [head, 20_000_000]] as const) {
      Object.assign(side.data.courses!['n8n-automation']!, { price: 12_500_000, originalPrice });
    }
    expect(render(base, head)).toBe([
      '### /tu-dong-hoa-n8n',
      '- Khóa học › Giá gốc: 18.000.000 VNĐ → 20.000.000 VNĐ',
      '- Khóa học › Giảm giá: 30% → 37%',
      '',
      '### content/data/courses.yaml › n8n-automation',
      '- Giá gốc: 18.000.000 VNĐ → 20.000.000 VNĐ',
    ].join('\n'));
  });

  it('lists a new hotline number under every page with a button to it, and contacts.yaml as shown in every footer', () => {
    const base = snapshot('HEAD~1');
    const head = snapshot('HEAD');
    base.data.contacts!.hotline!.display = '0900 000 000';
    head.data.contacts!.hotline!.display = '0900 111 222';
    const markdown = render(base, head);
    expect(headings(markdown)).toEqual([
      '/', '/blockchain-mastery', '/blockchain-mastery-2', '/bootcamp-chatgpt-signal-bot', '/bootcamp-n8n-mobile',
      '/bootcamp-tradingview-webhook-bot', '/lich-khai-giang', 'content/data/contacts.yaml › hotline — chân trang của mọi trang',
    ]);
    expect(markdown).toContain([
      '### /blockchain-mastery',
      '- Phần mở đầu › Liên kết 1 › Liên hệ › Hiển thị: 0900 000 000 → 0900 111 222',
      '- Nhóm nút › final › Nút 2 › Liên hệ › Hiển thị: 0900 000 000 → 0900 111 222',
      '- Đăng ký › Liên hệ › Hiển thị: 0900 000 000 → 0900 111 222',
    ].join('\n'));
  });

  it('lists an instructor’s new title under every page with their card, and a bank account under every page that takes transfers to it', () => {
    const base = snapshot('HEAD~1');
    const head = snapshot('HEAD');
    head.data.instructors!.expert!.title = 'Trưởng nhóm AI';
    head.data['bank-accounts']!.main!.number = '1234567890';
    const markdown = render(base, head);
    expect(headings(markdown)).toEqual([
      '/', '/bootcamp-chatgpt-signal-bot', '/bootcamp-n8n-mobile', '/bootcamp-tradingview-webhook-bot', '/giang-vien', COURSE_PAGE,
      '/workshop-ai-3x', 'content/data/bank-accounts.yaml › main', 'content/data/instructors.yaml › expert',
    ]);
    expect(markdown).toContain(`### /\n- Giảng viên 2 › Chức danh: ${data.instructors.expert!.title} → Trưởng nhóm AI\n`);
    expect(markdown).toContain(`### /workshop-ai-3x\n- Ủng hộ › Tài khoản › Số tài khoản: ${data['bank-accounts'].main!.number} → 1234567890\n`);
    expect(markdown).toContain(`### /bootcamp-n8n-mobile\n- Khóa học › Chuyển khoản › Tài khoản › Số tài khoản: ${data['bank-accounts'].main!.number} → 1234567890\n`);
  });
});

describe('derived facts', () => {
  it('shows an added session as one new session, numbered as the page numbers it, and the new count wherever the course shows', () => {
    const base = snapshot('HEAD~1');
    const head = snapshot('HEAD');
    const { frontmatter } = pageAt(head, COURSE_PAGE);
    if (frontmatter.type !== 'course') throw new Error(`${COURSE_PAGE} is expected to be a course page`);
    frontmatter.curriculum[0]!.sessions.splice(1, 0, { title: 'Đọc dữ liệu giá', topics: ['Nến', 'Khối lượng'] });
    // The loader counts the flagship's sessions from this curriculum (deriveFacts.ts).
    const count = data.courses.flagship!.sessions;
    head.data.courses!.flagship!.sessions = count + 1;
    const stat = (frontmatter.stats ?? []).findIndex((item) => item.countOf === 'curriculum') + 1;
    expect(render(base, head)).toBe([
      '### /',
      `- Khóa học nổi bật › Số buổi: ${count} → ${count + 1}`,
      '',
      `### ${COURSE_PAGE}`,
      `- Số liệu ${stat} › Giá trị: ${count} → ${count + 1}`,
      `- Số buổi: ${count} → ${count + 1}`,
      '- Buổi 2 (mới)',
      '  - Tiêu đề: Đọc dữ liệu giá',
      '  - Chủ đề: Nến, Khối lượng',
      '',
      '### /lich-khai-giang',
      `- ${data.courses.flagship!.title} › Số buổi: ${count} → ${count + 1}`,
      '',
      '### content/data/courses.yaml › flagship',
      `- Số buổi: ${count} → ${count + 1}`,
    ].join('\n'));
  });

  it('dates the home page’s promo and news by the event page they link to', () => {
    const base = snapshot('HEAD~1');
    const head = snapshot('HEAD');
    const promo = pageAt(head, '/').frontmatter;
    if (promo.type !== 'home') throw new Error('/ is expected to be the home page');
    const event = pageAt(head, promo.promo.href).frontmatter;
    const baseEvent = pageAt(base, promo.promo.href).frontmatter;
    if (event.type !== 'event' || baseEvent.type !== 'event') throw new Error(`${promo.promo.href} is expected to be an event page`);
    baseEvent.start = '2025-08-08T20:00:00+07:00';
    event.start = '2025-09-01T20:00:00+07:00';
    const news = promo.news.findIndex((item) => item.href === promo.promo.href) + 1;
    expect(render(base, head)).toBe([
      '### /',
      '- Dải thông báo › Ngày: 08/08 → 01/09',
      `- Tin ${news} › Ngày: 08/08/2025 → 01/09/2025`,
      '',
      `### ${promo.promo.href}`,
      '- Bắt đầu: 08/08/2025 20:00 → 01/09/2025 20:00',
    ].join('\n'));
  });
});

describe('pages', () => {
  it('lists added and removed pages and data entries, and a page’s own facts named for a reader', () => {
    const base = snapshot('HEAD~1', { pages: [
      fixture('/cu', { title: 'Trang cũ' }),
      fixture('/su-kien', { type: 'event', title: 'Sự kiện', start: '2025-08-08T20:00:00+07:00', place: { online: 'Zoom' }, price: 0, seats: 50,
        registration: { contact: 'group-chat' }, speakers: [{ name: 'An', title: 'Diễn giả', emoji: '🙂', color: 'blue' }] }),
    ] });
    const head = snapshot('HEAD', { pages: [
      fixture('/moi', { title: 'Trang mới' }),
      fixture('/su-kien', { type: 'event', title: 'Sự kiện', start: '2025-08-08T20:00:00+07:00', place: { online: 'Zoom' }, price: 150000, tags: ['AI'],
        registration: { contact: 'group-chat' }, speakers: [{ name: 'An', title: 'Diễn giả chính', emoji: '🙂', color: 'blue' }] }),
    ] });
    head.data.contacts = { ...head.data.contacts, 'zalo-moi': { label: 'Zalo', href: 'https://zalo.me/1' } };
    // A contact no page of this comparison uses: a page naming a removed contact does not load.
    const removedContact = Object.keys(base.data.contacts ?? {}).find((id) => id !== 'group-chat')!;
    delete head.data.contacts[removedContact];
    expect(render(base, head)).toBe([
      '### Trang mới',
      '- /moi — Trang mới',
      '',
      '### Trang đã xóa',
      '- /cu — Trang cũ',
      '',
      '### /su-kien',
      '- Giá: Miễn phí → 150.000 VNĐ',
      '- Số chỗ: 50 → (đã xóa)',
      '- Diễn giả 1 › Chức danh: Diễn giả → Diễn giả chính',
      '- Chủ đề: (chưa có) → AI',
      '',
      '### content/data/contacts.yaml — chân trang của mọi trang',
      '- mục mới: zalo-moi',
      `- mục đã xóa: ${removedContact}`,
    ].join('\n'));
  });
});
