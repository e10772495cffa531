import { describe, expect, it } from 'vitest';
import { fixtureSite, type FixtureData, type FixturePage } from '../../testing/fixtureSite/definition.ts';
import { writeFactsDiff } from './diffRevisions.ts';

/** The fixture site's facts diff (its `diff` shows an event's speakers where it places <Speakers />), on snapshots built here. */
interface SnapshotPage { route: string; file: string; frontmatter: FixturePage; body: string }
interface FactsSnapshot { name: string; data: Partial<FixtureData>; pages: SnapshotPage[]; errorFiles: string[] }

const data = (): FixtureData => ({
  site: { name: 'Fixture', url: 'https://fixture.example', embedHosts: [] },
  nav: { main: [{ label: 'Sự kiện', href: '/su-kien' }] },
  speakers: { an: { name: 'Nguyễn An', role: 'Diễn giả' }, binh: { name: 'Trần Bình' } },
});
const page = (route: string, title: string, body = ''): SnapshotPage =>
  ({ route, file: `content${route}.mdx`, frontmatter: { type: 'page', title, description: 'Trang thử.' }, body });
const event = (body: string): SnapshotPage => ({
  route: '/su-kien', file: 'content/su-kien.mdx', body,
  frontmatter: { type: 'event', title: 'Sự kiện', description: 'Sự kiện thử.', start: '2030-01-01T19:00:00+07:00', speakers: ['an'] },
});
const snapshot = (name: string, parts: Partial<FactsSnapshot> = {}): FactsSnapshot => ({ name, data: data(), pages: [], errorFiles: [], ...parts });
const render = (base: FactsSnapshot, head: FactsSnapshot) => writeFactsDiff(fixtureSite, base, head);

describe('shared data', () => {
  it('lists a changed data entry under the pages whose blocks show it, named and written as the site says, then under its file', () => {
    const pages = [event('<Speakers />'), { ...event(''), route: '/khac', file: 'content/khac.mdx' }];
    const base = snapshot('HEAD~1', { pages });
    const head = snapshot('HEAD', { pages });
    head.data.speakers!.an!.role = 'Diễn giả chính';
    expect(render(base, head)).toBe([
      '### /su-kien',
      '- Diễn giả 1 › Vai trò: Diễn giả → Diễn giả chính',
      '',
      '### content/data/speakers.yaml › an',
      '- Vai trò: Diễn giả → Diễn giả chính',
    ].join('\n'));
  });

  it('compares a data file that is not a file of entries as a whole, saying where the frame of every page shows it', () => {
    const head = snapshot('HEAD');
    head.data.site!.name = 'Fixture 2';
    expect(render(snapshot('HEAD~1'), head)).toBe([
      '### content/data/site.yaml — chân trang của mọi trang',
      '- Tên site: Fixture → Fixture 2',
    ].join('\n'));
  });

  it('lists entries added to and removed from a data file of entries', () => {
    const head = snapshot('HEAD');
    head.data.speakers = { an: data().speakers.an!, chi: { name: 'Lê Chi' } };
    expect(render(snapshot('HEAD~1'), head)).toBe([
      '### content/data/speakers.yaml',
      '- mục mới: chi',
      '- mục đã xóa: binh',
    ].join('\n'));
  });
});

describe('prose and pages', () => {
  it('shows edited prose as a word-level diff of the changed sentences only', () => {
    const before = '# Khóa học\n\nMở đầu. Khóa học có 19 buổi trực tuyến. Kết thúc.\n\n- Học lại miễn phí\n';
    const after = '# Khóa học\n\nMở đầu. Khóa học có 20 buổi trực tuyến. Kết thúc.\n\n- Học lại miễn phí\n- Mentor *1 năm*\n';
    const base = snapshot('HEAD~1', { pages: [page('/a', 'A', before)] });
    const head = snapshot('HEAD', { pages: [page('/a', 'A', after)] });
    expect(render(base, head)).toBe([
      '### /a',
      '- Câu đã sửa: Khóa học có ~~19~~ **20** buổi trực tuyến.',
      '- Câu mới: Mentor 1 năm',
    ].join('\n'));
  });

  it('says in a single line that nothing changed', () => {
    const pages = [page('/', 'Trang chủ', '# Trang chủ\n'), event('<Speakers />')];
    expect(render(snapshot('HEAD~1', { pages }), snapshot('HEAD', { pages }))).toBe('Không có thay đổi nào về dữ kiện hay nội dung giữa `HEAD~1` và `HEAD`.');
  });

  it('lists added and removed pages by route and title, and a page’s own facts under its route', () => {
    const base = snapshot('HEAD~1', { pages: [page('/cu', 'Trang cũ'), page('/a', 'A')] });
    const head = snapshot('HEAD', { pages: [page('/moi', 'Trang mới'), page('/a', 'A2')] });
    expect(render(base, head)).toBe([
      '### Trang mới',
      '- /moi — Trang mới',
      '',
      '### Trang đã xóa',
      '- /cu — Trang cũ',
      '',
      '### /a',
      '- Tiêu đề: A → A2',
    ].join('\n'));
  });

  it('compares what loaded in a revision with errors, says so, and does not call a broken page removed', () => {
    const base = snapshot('HEAD~1', { pages: [page('/a', 'A'), page('/b', 'B')] });
    const head = snapshot('HEAD', { pages: [page('/a', 'A2')], errorFiles: ['content/b.mdx', 'content/data/site.yaml', 'content/b.mdx'] });
    delete head.data.site;
    expect(render(base, head)).toBe([
      '> ⚠️ `HEAD` có 3 lỗi nội dung (content/b.mdx, content/data/site.yaml): phần không đọc được không được so sánh; chạy `npm run check` để xem chi tiết.',
      '',
      '### /a',
      '- Tiêu đề: A → A2',
    ].join('\n'));
  });
});
