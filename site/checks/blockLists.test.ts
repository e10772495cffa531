/**
 * What this site's blocks name on a page, added to the real site (scripts/testing/scratchContent.ts):
 * `of` naming a card list, a group of buttons or a list to count the page does not have, and an
 * exercise's id used twice. Each broken page in blockFixtures/ gives exactly its one problem, at the
 * mistake. The engine's block checks themselves are tested on the fixture site (scripts/engine/validate/blocks/).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { problemsAdded } from '../../scripts/testing/scratchContent.ts';

const fixtures = path.join(import.meta.dirname, 'blockFixtures');

// What each broken page shows, the fixture (saved under the same name in content/), the exact
// `line:col  rule  field` of its one problem, and words its message must hold.
const cases: [string, string, string, string][] = [
  ['of naming a list of cards the page does not have', 'danh-sach-khong-co.mdx', '41:11  prop  CardGrid.of', 'Có phải ý bạn là "reasons"?'],
  ['of naming a group of buttons the page does not have', 'nhom-nut-khong-co.mdx', '37:23  prop  CtaBand.of', 'Có phải ý bạn là "final"?'],
  ['a count of a list the page does not have', 'dem-khong-co.mdx', '33:19  prop  Count.of', 'Có phải ý bạn là "instructors"?'],
  ['an exercise id used twice, in the frontmatter', 'bai-tap-trung-id.mdx', '32:9  id  sessions.1.exercises.0.id', 'đã dùng ở dòng 14 (bài tập)'],
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let added: string[];

beforeAll(() => {
  added = problemsAdded(Object.fromEntries(cases.map(([, name]) => [name, readFileSync(path.join(fixtures, name), 'utf8')])));
}, 60_000);

describe('this site\'s blocks over broken pages', () => {
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
