/**
 * Each broken page in fixtures/blocks/, added to the real site, gives exactly its one problem, at the
 * mistake; and the real site gives none.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentDir, projectRoot } from '../../core/paths.ts';
import { formatProblem } from '../../core/problem.ts';
import { loadContent } from '../../derive/loadContent.ts';
import { problemsAdded } from '../../../testing/scratchContent.ts';
import { site } from '../../../../site/definition.ts';

const fixtures = path.join(import.meta.dirname, '..', 'fixtures', 'blocks');

// What each broken page shows, the fixture (saved under the same name in content/), the exact
// `line:col  rule  field` of its one problem, and words its message must hold.
const cases: [string, string, string, string][] = [
  ['an unknown block, with the block meant', 'khoi-khong-ton-tai.mdx', '37:1  block  Setcion', 'không có khối <Setcion>. Có phải ý bạn là "Section"?'],
  ['an unknown prop, with the prop meant', 'thuoc-tinh-la.mdx', '37:53  prop  Section.tones', 'Có phải ý bạn là "tone"?'],
  ['a number written as text', 'sai-kieu-thuoc-tinh.mdx', '41:24  prop  CardGrid.columns', 'viết columns={3} thay vì columns="3"'],
  ['a required prop left out, at the element', 'thieu-thuoc-tinh.mdx', '37:1  prop  CtaBand.of', 'thêm of="final"'],
  ['a prop written as code', 'bieu-thuc-thuoc-tinh.mdx', '41:11  prop  CardGrid.of', 'viết thẳng giá trị, ví dụ of="reasons"'],
  ['a block on a kind of page it is not made for', 'sai-loai-trang.mdx', '41:1  block  Agenda', 'chỉ dùng được trên trang loại event'],
  ['a block showing a field the page does not have', 'thieu-truong.mdx', '41:1  block  Faq', 'thêm faq: vào frontmatter'],
  ['of naming a list of cards the page does not have', 'danh-sach-khong-co.mdx', '41:11  prop  CardGrid.of', 'Có phải ý bạn là "reasons"?'],
  ['of naming a group of buttons the page does not have', 'nhom-nut-khong-co.mdx', '37:23  prop  CtaBand.of', 'Có phải ý bạn là "final"?'],
  ['of naming a list of people the page does not have', 'khach-moi-khong-co.mdx', '30:11  prop  Speakers.of', 'trang không có danh sách người "guests" trong frontmatter; dùng một trong: speakers'],
  ['a count of a list the page does not have', 'dem-khong-co.mdx', '33:19  prop  Count.of', 'Có phải ý bạn là "instructors"?'],
  ['a tab outside its tabs', 'tab-ngoai-tabs.mdx', '41:1  block  Tab', 'phải nằm ngay bên trong <Tabs>'],
  ['an id with tone marks', 'id-co-dau.mdx', '37:10  id  Section.id', 'viết id="ly-do"'],
  ['a section without its id', 'thieu-id.mdx', '37:1  id  Section.id', 'thêm id="gap-go-doi-ngu-giang-vien"'],
  ['a section id used twice, at the second', 'id-trung.mdx', '45:10  id  Section.id', 'đã dùng ở dòng 37'],
  ['a heading whose anchor is a section id', 'id-trung-tieu-de.mdx', '39:1  id', 'trùng với id ở dòng 37 (<Section>)'],
  ['an exercise id used twice, in the frontmatter', 'bai-tap-trung-id.mdx', '32:9  id  sessions.1.exercises.0.id', 'đã dùng ở dòng 14 (bài tập)'],
  ['a page with an empty body', 'trang-trong.mdx', '27:1  body', 'trang chưa có nội dung'],
  ['a page without its main heading', 'thieu-h1.mdx', '29:1  heading', 'bên trong <PageHero>'],
  ['a page with two main headings, at the second', 'hai-h1.mdx', '39:1  heading', 'ở dòng 31'],
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let added: string[];

beforeAll(() => {
  added = problemsAdded(Object.fromEntries(cases.map(([, name]) => [name, readFileSync(path.join(fixtures, name), 'utf8')])));
}, 60_000);

describe('block checks over broken pages', () => {
  it.each(cases)('report %s', (_what, name, prefix, words) => {
    const lines = added.filter((line) => line.startsWith(`content/${name}:`));
    expect(lines).toEqual([expect.stringMatching(new RegExp(`^content/${escape(name)}:${escape(prefix)}(: | {2}).*${escape(words)}`))]);
  });

  it('report nothing beyond the one problem of each page', () => {
    expect(added).toHaveLength(cases.length);
  });

  it('have a case for every fixture', () => {
    expect(readdirSync(fixtures).sort()).toEqual(cases.map(([, name]) => name).sort());
  });
});

describe('block checks over the real site', () => {
  it('find nothing wrong', () => {
    const rules = new Set(['block', 'prop', 'id', 'heading', 'body']);
    const problems = loadContent(site, contentDir, projectRoot).problems.filter((problem) => rules.has(problem.rule));
    expect(problems.map(formatProblem)).toEqual([]);
  });
});
