import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixtureSite } from '../../testing/fixtureSite/definition.ts';
import { scaffoldPage } from './scaffoldPage.ts';

/** The fixture site's content in a scratch folder, scaffolded with the fixture's templates (fixtureSite/templates/). */
let root: string;
const content = (...parts: string[]) => path.join(root, 'content', ...parts);
const scaffold = (kind: string, slug: string) => scaffoldPage(fixtureSite, { kind, slug, contentDir: content(), root, today: '2026-01-01' });

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'scaffold-'));
  cpSync(path.join(import.meta.dirname, '../../testing/fixtureSite/content'), content(), { recursive: true });
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('scaffoldPage', () => {
  it('writes a page from its kind’s template, with its route filled in, nested under a folder', () => {
    expect(scaffold('page', 'tin/moi')).toEqual({ ok: true, kind: 'page', route: '/tin/moi', page: 'content/tin/moi.mdx' });
    expect(readFileSync(content('tin', 'moi.mdx'), 'utf8')).toContain('description: Trang mới ở /tin/moi.\n');
  });

  it('gives a kind that needs one a data entry of its own, appended to its data file, and dates a month and three months on', () => {
    const speakers = readFileSync(content('data', 'speakers.yaml'), 'utf8');
    const result = scaffold('event', 'hoi-thao/mua-he');
    expect(result).toEqual({ ok: true, kind: 'event', route: '/hoi-thao/mua-he', page: 'content/hoi-thao/mua-he.mdx',
      added: 'added speaker hoi-thao-mua-he to content/data/speakers.yaml' });
    expect(readFileSync(content('data', 'speakers.yaml'), 'utf8')).toBe(`${speakers}hoi-thao-mua-he:\n  name: Diễn giả mới\n  role: Diễn giả\n`);
    const page = readFileSync(content('hoi-thao', 'mua-he.mdx'), 'utf8');
    expect(page).toContain('# Sự kiện, từ 2026-01-31 đến 2026-04-01.\n');
    expect(page).toContain('speakers: [hoi-thao-mua-he]\n');
  });

  it('starts the appended entry on a line of its own when the data file does not end with one', () => {
    writeFileSync(content('data', 'speakers.yaml'), 'an:\n  name: Nguyễn An');
    expect(scaffold('event', 'hoi-thao').ok).toBe(true);
    expect(readFileSync(content('data', 'speakers.yaml'), 'utf8')).toBe('an:\n  name: Nguyễn An\nhoi-thao:\n  name: Diễn giả mới\n  role: Diễn giả\n');
  });

  it('refuses an entry id that is taken, in the site’s words, and writes nothing', () => {
    expect(scaffold('event', 'an')).toEqual({ ok: false, message: 'speaker an is taken in content/data/speakers.yaml' });
    expect(existsSync(content('an.mdx'))).toBe(false);
  });

  it('refuses a kind the site does not have, and one without a template', () => {
    expect(scaffold('blog', 'moi')).toEqual({ ok: false, message: 'không có loại trang "blog"; dùng một trong page, event' });
    const withoutTemplates = { ...fixtureSite, scaffold: { ...fixtureSite.scaffold, templates: path.join(root, 'none') } };
    const result = scaffoldPage(withoutTemplates, { kind: 'page', slug: 'moi', contentDir: content(), root, today: '2026-01-01' });
    expect(result).toEqual({ ok: false, message: 'loại "page" chưa có mẫu; cần tệp none/page.mdx' });
  });

  it('names a page index only for a kind the site calls a home page', () => {
    expect(scaffold('event', 'tin/index')).toEqual({ ok: false, message: 'slug "tin/index" không hợp lệ; "index" là tên của trang chủ, chọn tên khác' });
    expect(scaffold('page', 'tin/index')).toMatchObject({ ok: true, page: 'content/tin/index.mdx' });
  });
});
