/**
 * Each broken page in fixtures/blocks/, added to the fixture site (scripts/testing/fixtureSite/) with
 * a few blocks more (a grid, a banner, a list of people, tabs), gives exactly its one
 * problem, at the mistake. What this site's own blocks name (card lists, button groups, counts,
 * exercises) is checked in site/checks/blockLists.test.ts; that its pages pass, in site/definition.test.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineBlock, slugId } from './blockSpec.ts';
import { fixtureSite } from '../../../testing/fixtureSite/definition.ts';
import { fixtureProblems } from '../../../testing/fixtureSite/fixtureProblems.ts';

const fixtures = path.join(import.meta.dirname, '..', 'fixtures', 'blocks');

/** An event's lists of people, as a site would tell them to the engine. */
const ofPeople = {
  names: (frontmatter: object) => ['speakers', 'guests'].filter((name) => name in frontmatter),
  describe: (name: string) => `danh sách người "${name}" trong frontmatter`,
};

/** The fixture site with the kinds of block its own three do not show: a number prop, a field shown, `of`, a parent. */
const withBlocks = {
  ...fixtureSite,
  blocks: {
    ...fixtureSite.blocks,
    /** Its children in columns. */
    Grid: defineBlock({ props: z.strictObject({ columns: z.number().int().min(1).max(4).optional() }) }),
    /** An event's banner, from its frontmatter. */
    Banner: defineBlock({ props: z.strictObject({}), kinds: ['event'], needs: ['banner'] }),
    /** An event's list of people `of` names. */
    People: defineBlock({ props: z.strictObject({ of: z.string() }), kinds: ['event'], of: ofPeople }),
    Tabs: defineBlock({ props: z.strictObject({}) }),
    Tab: defineBlock({ props: z.strictObject({ id: slugId, label: z.string().min(1) }), parent: 'Tabs', ids: ({ id }) => [`tab-${id}`] }),
  },
};

// What each broken page shows, the fixture (saved under the same name in content/), the exact
// `line:col  rule  field` of its one problem, and words its message must hold.
const cases: [string, string, string, string][] = [
  ['an unknown block, with the block meant', 'khoi-khong-ton-tai.mdx', '9:1  block  Setcion', 'không có khối <Setcion>. Có phải ý bạn là "Section"?'],
  ['an unknown prop, with the prop meant', 'thuoc-tinh-la.mdx', '9:7  prop  Note.tones', 'Có phải ý bạn là "tone"?'],
  ['a number written as text', 'sai-kieu-thuoc-tinh.mdx', '9:7  prop  Grid.columns', 'viết columns={3} thay vì columns="3"'],
  ['a required prop left out, at the element', 'thieu-thuoc-tinh.mdx', '11:1  prop  People.of', 'thêm of="speakers"'],
  ['a prop written as code', 'bieu-thuc-thuoc-tinh.mdx', '9:7  prop  Note.tone', 'viết thẳng giá trị, ví dụ tone="info"'],
  ['a block on a kind of page it is not made for', 'sai-loai-trang.mdx', '9:1  block  Speakers', 'chỉ dùng được trên trang loại event'],
  ['a block showing a field the page does not have', 'thieu-truong.mdx', '11:1  block  Banner', 'thêm banner: vào frontmatter'],
  ['of naming a list of people the page does not have', 'khach-moi-khong-co.mdx', '11:9  prop  People.of', 'trang không có danh sách người "guests" trong frontmatter; dùng một trong: speakers'],
  ['a tab outside its tabs', 'tab-ngoai-tabs.mdx', '13:1  block  Tab', 'phải nằm ngay bên trong <Tabs>'],
  ['an id with tone marks', 'id-co-dau.mdx', '9:10  id  Section.id', 'viết id="ly-do"'],
  ['a section without its id', 'thieu-id.mdx', '9:1  id  Section.id', 'thêm id="gap-go-dien-gia"'],
  ['a section id used twice, at the second', 'id-trung.mdx', '15:10  id  Section.id', 'đã dùng ở dòng 9'],
  ['a heading whose anchor is a section id', 'id-trung-tieu-de.mdx', '11:1  id', 'trùng với id ở dòng 9 (<Section>)'],
  ['a page with an empty body', 'trang-trong.mdx', '5:1  body', 'trang chưa có nội dung'],
  ['a page without its main heading', 'thieu-h1.mdx', '7:1  heading', 'bên trong <Note>'],
  ['a page with two main headings, at the second', 'hai-h1.mdx', '11:1  heading', 'ở dòng 7'],
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let problems: string[];

beforeAll(() => {
  problems = fixtureProblems(Object.fromEntries(cases.map(([, name]) => [name, readFileSync(path.join(fixtures, name), 'utf8')])), { definition: withBlocks });
});

describe('block checks over broken pages', () => {
  it.each(cases)('report %s', (_what, name, prefix, words) => {
    const lines = problems.filter((line) => line.startsWith(`content/${name}:`));
    expect(lines).toEqual([expect.stringMatching(new RegExp(`^content/${escape(name)}:${escape(prefix)}(: | {2}).*${escape(words)}`))]);
  });

  it('report nothing beyond the one problem of each page', () => {
    expect(problems).toHaveLength(cases.length);
  });

  it('have a case for every fixture', () => {
    expect(readdirSync(fixtures).sort()).toEqual(cases.map(([, name]) => name).sort());
  });
});
