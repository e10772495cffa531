/**
 * Frontmatter and data values that must not pass, on the fixture site: the pages in fixtures/facts/
 * (a value cut by ` #`, publishing dates that cannot both be meant) and an edited data file. Each
 * gives exactly its problems, at the mistake. This site's own fact rules are tested in site/checks/.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureProblems } from '../../../testing/fixtureSite/fixtureProblems.ts';
import { textPosition } from '../../../testing/textPosition.ts';

const fixtures = path.join(import.meta.dirname, '..', 'fixtures', 'facts');
const fixture = (name: string) => readFileSync(path.join(fixtures, name), 'utf8');
const speakers = readFileSync(path.join(import.meta.dirname, '..', '..', '..', 'testing', 'fixtureSite', 'content', 'data', 'speakers.yaml'), 'utf8');
const today = { today: '2025-08-01' };
const PAGES = ['cat-chu-thich.mdx', 'go-truoc-khi-dang.mdx', 'nhap-da-qua-ngay.mdx'];

describe('fact checks over the fixture pages', () => {
  let added: string[];
  beforeAll(() => {
    added = fixtureProblems(Object.fromEntries(PAGES.map((name) => [name, fixture(name)])), today);
  });
  const of = (name: string) => added.filter((line) => line.startsWith(`content/${name}:`));

  it('make a " #" that cuts a frontmatter value an error, with the value quoted', () => {
    expect(of('cat-chu-thich.mdx')).toEqual([
      'content/cat-chu-thich.mdx:3:27  yaml  title: "#2" bị YAML hiểu là chú thích và bỏ đi, chỉ còn "Blockchain Mastery"; đặt cả giá trị trong ngoặc kép: title: "Blockchain Mastery #2"',
    ]);
  });

  it('report an unpublishDate not after the publishDate, beside the note that the page is scheduled', () => {
    expect(of('go-truoc-khi-dang.mdx')).toEqual([
      expect.stringMatching(/^content\/go-truoc-khi-dang\.mdx:5:1 {2}publish {2}note: publishDate: /),
      'content/go-truoc-khi-dang.mdx:6:1  publish  unpublishDate: trang bị gỡ ngày 2025-09-01, không sau ngày đăng 2025-09-10 (publishDate), nên sẽ không bao giờ hiện; đặt unpublishDate sau 2025-09-10, hoặc xoá dòng này nếu trang không cần gỡ',
    ]);
  });

  it('ask which is meant when a draft has a publishDate already past, beside the note that it is a draft', () => {
    expect(of('nhap-da-qua-ngay.mdx')).toEqual([
      'content/nhap-da-qua-ngay.mdx:5:1  publish  draft: trang là bản nháp nhưng ngày đăng 2025-07-15 (publishDate) đã tới (hôm nay là 2025-08-01); muốn đăng thì xoá draft: true, chưa muốn đăng thì đổi publishDate sang một ngày sau 2025-08-01',
      expect.stringMatching(/^content\/nhap-da-qua-ngay\.mdx:5:1 {2}publish {2}note: draft: /),
    ]);
  });

  it('report nothing else', () => {
    expect(added).toHaveLength(5);
  });

  it('have a case for every fixture', () => {
    expect(readdirSync(fixtures).sort()).toEqual(PAGES);
  });
});

describe('fact checks over an edited data file', () => {
  it('make a " #" that cuts a shared data value an error, with its field', () => {
    const line = '  role: Diễn giả';
    if (!speakers.includes(line)) throw new Error(`speakers.yaml no longer has ${JSON.stringify(line)}`);
    const edited = speakers.replace(line, `${line} #1 Việt Nam`);
    expect(fixtureProblems({ 'data/speakers.yaml': edited }, today)).toEqual([
      `content/data/speakers.yaml:${textPosition(edited, '#1 Việt Nam')}  yaml  an.role: "#1 Việt Nam" bị YAML hiểu là chú thích và bỏ đi, chỉ còn "Diễn giả"; đặt cả giá trị trong ngoặc kép: role: "Diễn giả #1 Việt Nam"`,
    ]);
  });
});
