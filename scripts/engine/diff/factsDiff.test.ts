import { beforeAll, describe, expect, it } from 'vitest';
import type { Labels, SiteData } from '../../../content/schema.ts';
import {
  compareFacts,
  compareValues,
  compareParagraphs,
  diffSnapshots,
  flattenFacts,
  formatFactValue,
  nameFact,
  renderFactsDiff,
  splitParagraphs,
  type FactsSnapshot,
} from './factsDiff.ts';
import { loadContent } from '../derive/loadContent.ts';
import { contentDir, projectRoot } from '../core/paths.ts';

/** The site's real data and labels, so names and formats are the ones writers see. */
let data: SiteData;
let labels: Labels;
beforeAll(() => {
  data = loadContent(contentDir, projectRoot).data;
  labels = data.labels;
});

const names = { base: 'HEAD~1', head: 'HEAD' };
const page = (route: string, frontmatter: Record<string, unknown>, body = '') =>
  ({ route, file: `content${route === '/' ? '/index' : route}.mdx`, frontmatter: { type: 'page', title: 'T', ...frontmatter }, body });
const snapshot = (name: string, parts: Partial<FactsSnapshot> = {}): FactsSnapshot =>
  ({ name, data: structuredClone(data), pages: [], errorFiles: [], ...parts });
const render = (base: FactsSnapshot, head: FactsSnapshot) => renderFactsDiff(diffSnapshots(base, head), names, labels);

describe('flattenFacts', () => {
  it('keys every leaf by its dotted path and numbers lists of objects from 0', () => {
    const facts = flattenFacts({ title: 'A', curriculum: [{ sessions: [{ title: 'x' }, { title: 'y' }] }], place: { online: 'Zoom' } });
    expect([...facts.keys()]).toEqual(['title', 'curriculum.0.sessions.0.title', 'curriculum.0.sessions.1.title', 'place.online']);
    expect(facts.get('curriculum.0.sessions.1.title')).toEqual({ path: ['curriculum', 0, 'sessions', 1, 'title'], value: 'y' });
  });

  it('keeps a list of plain values as one fact, as a visitor reads it', () => {
    expect([...flattenFacts({ timeSlots: ['8:00-10:00', '20:00-22:00'], tags: [] })]).toEqual([
      ['timeSlots', { path: ['timeSlots'], value: ['8:00-10:00', '20:00-22:00'] }],
      ['tags', { path: ['tags'], value: [] }],
    ]);
  });
});

describe('compareFacts', () => {
  it('lists changed, added and removed facts in the newer order, a removed one where it stood', () => {
    const before = flattenFacts({ title: 'A', price: 1, seats: 10, end: 'x' });
    const after = flattenFacts({ title: 'A', price: 2, end: 'x', tags: ['t'] });
    expect(compareFacts(before, after)).toEqual([
      { path: ['price'], before: 1, after: 2 },
      { path: ['seats'], before: 10 },
      { path: ['tags'], after: ['t'] },
    ]);
  });

  it('reports a session inserted into a list as one added session, not every later one as changed', () => {
    const sessions = (...titles: string[]) => ({ curriculum: [{ title: 'Khối 1', sessions: titles.map((title) => ({ title })) }] });
    expect(compareValues(sessions('a', 'b', 'c'), sessions('a', 'x', 'b', 'c'))).toEqual([
      { path: ['curriculum', 0, 'sessions', 1, 'title'], after: 'x' },
    ]);
    expect(compareValues(sessions('a', 'b', 'c'), sessions('a', 'c'))).toEqual([
      { path: ['curriculum', 0, 'sessions', 1, 'title'], before: 'b' },
    ]);
  });

  it('compares an item edited in place field by field', () => {
    const before = { speakers: [{ name: 'An', title: 'Diễn giả' }, { name: 'Bình', title: 'Khách mời' }] };
    const after = { speakers: [{ name: 'An', title: 'Diễn giả' }, { name: 'Bình', title: 'Diễn giả chính' }] };
    expect(compareValues(before, after)).toEqual([{ path: ['speakers', 1, 'title'], before: 'Khách mời', after: 'Diễn giả chính' }]);
  });

  it('finds nothing between equal facts, lists included', () => {
    const facts = { timeSlots: ['20:00-22:00'], projects: [{ title: 'Bot' }] };
    expect(compareFacts(flattenFacts(facts), flattenFacts(structuredClone(facts)))).toEqual([]);
  });
});

describe('compareParagraphs', () => {
  it('splits a body on blank lines and ignores surrounding whitespace', () => {
    expect(splitParagraphs('\n# Tiêu đề\n\nMột.\nHai.\n  \n\n<Section id="a">\n')).toEqual(['# Tiêu đề', 'Một.\nHai.', '<Section id="a">']);
  });

  it('counts a rewritten paragraph once, not as one removed and one added', () => {
    expect(compareParagraphs('a\n\nb\n\nc', 'a\n\nB\n\nc')).toEqual({ changed: 1, added: 0, removed: 0 });
  });

  it('tells rewritten, added and deleted paragraphs apart across the body', () => {
    const before = 'intro\n\nold one\n\nold two\n\nkeep\n\ngone\n\nend';
    const after = 'intro\n\nnew one\n\nnew two\n\nextra\n\nkeep\n\nend';
    expect(compareParagraphs(before, after)).toEqual({ changed: 2, added: 1, removed: 1 });
  });

  it('finds no change when only blank lines differ', () => {
    expect(compareParagraphs('a\n\nb\n', '\n\na\n\n\n\nb')).toEqual({ changed: 0, added: 0, removed: 0 });
  });
});

describe('formatFactValue', () => {
  it('writes prices in VND the way pages do, and a zero price as free', () => {
    expect(formatFactValue(['price'], 990000, labels)).toBe('990.000 VNĐ');
    expect(formatFactValue(['packages', 1, 'originalPrice'], 1290000, labels)).toBe('1.290.000 VNĐ');
    expect(formatFactValue(['price'], 0, labels)).toBe(labels.event.free);
    expect(formatFactValue(['seats'], 100, labels)).toBe('100');
  });

  it('writes ISO dates as day/month/year and event times as date and clock time', () => {
    expect(formatFactValue(['startDate'], '2025-08-13', labels)).toBe('13/08/2025');
    expect(formatFactValue(['start'], '2025-08-08T20:00:00+07:00', labels)).toBe('08/08/2025 20:00');
  });

  it('joins a list of values and folds line breaks in text', () => {
    expect(formatFactValue(['timeSlots'], ['8:00-10:00', '14:00-16:00'], labels)).toBe('8:00-10:00, 14:00-16:00');
    expect(formatFactValue(['description'], 'Hai\ndòng', labels)).toBe('Hai dòng');
    expect(formatFactValue(['showEnrolment'], false, labels)).toBe('false');
  });
});

describe('nameFact', () => {
  it('names a fact with its interface label, lower-cased', () => {
    expect(nameFact(['price'], 'offering', labels)).toBe(labels.price.toLocaleLowerCase('vi'));
    expect(nameFact(['price'], 'offering', labels)).toBe('học phí');
    expect(nameFact(['startDate'], 'offering', labels)).toBe('khai giảng');
  });

  it('uses the event wording on event pages', () => {
    expect(nameFact(['price'], 'event', labels)).toBe(labels.event.price.toLocaleLowerCase('vi'));
    expect(nameFact(['start'], 'event', labels)).toBe(labels.event.time.toLocaleLowerCase('vi'));
  });

  it('keeps the path of the list item a labelled field sits in', () => {
    expect(nameFact(['packages', 1, 'price'], 'offering', labels)).toBe('packages.1 · học phí');
  });

  it('falls back to the dotted path where no label fits', () => {
    expect(nameFact(['curriculum', 2, 'sessions', 1, 'title'], 'offering', labels)).toBe('curriculum.2.sessions.1.title');
    expect(nameFact(['price'], 'none', labels)).toBe('price');
    expect(nameFact(['price'], 'offering')).toBe('price');
  });
});

describe('diffSnapshots and renderFactsDiff', () => {
  it('says in a single line that nothing changed', () => {
    const pages = [page('/a', { title: 'A' }, 'Một.\n\nHai.')];
    expect(render(snapshot('HEAD~1', { pages }), snapshot('HEAD', { pages: structuredClone(pages) })))
      .toBe('Không có thay đổi nào về dữ kiện hay nội dung giữa `HEAD~1` và `HEAD`.');
  });

  it('lists a data entry’s changed facts under the file and entry, formatted', () => {
    const base = snapshot('HEAD~1');
    const head = snapshot('HEAD');
    const [id] = Object.keys(head.data.courses ?? {});
    const course = head.data.courses![id!]!;
    course.price = 1290000;
    course.startDate = '2025-08-20';
    base.data.courses![id!]!.price = 990000;
    base.data.courses![id!]!.startDate = '2025-08-13';
    expect(render(base, head)).toBe([
      `### content/data/courses.yaml › ${id}`,
      '- học phí: 990.000 VNĐ → 1.290.000 VNĐ',
      '- khai giảng: 13/08/2025 → 20/08/2025',
    ].join('\n'));
  });

  it('lists added and removed pages and entries, and a page’s facts and paragraphs', () => {
    const base = snapshot('HEAD~1', {
      pages: [page('/cu', { title: 'Trang cũ' }), page('/su-kien', { type: 'event', price: 0, seats: 50 }, 'Một.\n\nHai.\n\nBa.')],
    });
    const head = snapshot('HEAD', {
      pages: [page('/moi', { title: 'Trang mới' }), page('/su-kien', { type: 'event', price: 150000, tags: ['AI'] }, 'Một.\n\nHai!\n\nBa.\n\nBốn.')],
    });
    head.data.contacts = { ...head.data.contacts, 'zalo-moi': { label: 'Zalo', href: 'https://zalo.me/1' } };
    const [removedContact] = Object.keys(base.data.contacts ?? {});
    delete head.data.contacts[removedContact!];
    expect(render(base, head)).toBe([
      '### Trang mới',
      '- /moi — Trang mới',
      '',
      '### Trang đã xóa',
      '- /cu — Trang cũ',
      '',
      '### /su-kien',
      '- chi phí: Miễn phí → 150.000 VNĐ',
      '- số chỗ: 50 → (đã xóa)',
      '- chủ đề: (chưa có) → AI',
      '- 1 đoạn văn thay đổi, 1 đoạn văn mới',
      '',
      '### content/data/contacts.yaml',
      '- mục mới: zalo-moi',
      `- mục đã xóa: ${removedContact}`,
    ].join('\n'));
  });

  it('compares what loaded in a revision with errors, says so, and does not call a broken page removed', () => {
    const base = snapshot('HEAD~1', { pages: [page('/a', { title: 'A' }), page('/b', { title: 'B' })] });
    const head = snapshot('HEAD', { pages: [page('/a', { title: 'A2' })], errorFiles: ['content/b.mdx', 'content/data/site.yaml', 'content/b.mdx'] });
    delete head.data.site;
    expect(render(base, head)).toBe([
      '> ⚠️ `HEAD` có 3 lỗi nội dung (content/b.mdx, content/data/site.yaml): phần không đọc được không được so sánh; chạy `npm run check` để xem chi tiết.',
      '',
      '### /a',
      '- title: A → A2',
    ].join('\n'));
  });
});
