import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fixtureSite, type FixtureData } from '../../../testing/fixtureSite/definition.ts';
import { parsePage } from '../../parse/parsePage.ts';
import { defineBlock } from './blockSpec.ts';
import { resolveProblems, type ResolvablePage } from './resolveProblems.ts';

const content = path.join(import.meta.dirname, '../../../testing/fixtureSite/content');
const read = (name: string) => readFileSync(path.join(content, name), 'utf8');

/** The fixture site's data as its files state it (content/data/): `binh` has no role. */
const data = {
  site: { name: 'Fixture', url: 'https://fixture.example', embedHosts: [] },
  nav: { main: [{ label: 'Trang chủ', href: '/' }, { label: 'Giới thiệu', href: '#gioi-thieu' }, { label: 'Sự kiện', href: '/su-kien' }] },
  speakers: { an: { name: 'Nguyễn An', role: 'Diễn giả' }, binh: { name: 'Trần Bình' } },
} satisfies FixtureData;
const pageSchema = fixtureSite.pageSchema({ speakers: Object.keys(data.speakers) });

/** A fixture page as the validator hands it to resolve: parsed, outlined, its frontmatter valid. */
function pageOf(text: string, file = 'content/su-kien.mdx', route = '/su-kien'): ResolvablePage {
  const parsed = parsePage({ file, text, problems: [] }, route);
  const page = 'page' in parsed ? parsed.page : undefined;
  if (!page?.outline) throw new Error(`${file} does not parse`);
  const frontmatter = pageSchema.parse(page.yaml.value);
  return { file, route, kind: frontmatter.type, frontmatter, yaml: page.yaml, outline: page.outline, source: page.source };
}

const event = read('su-kien.mdx');
const speakersLine = event.split('\n').indexOf('<Speakers />') + 1;

describe('resolveProblems', () => {
  it('reports a speaker without a role once, at the <Speakers /> that shows them', () => {
    const page = pageOf(event.replace('speakers: [an]', 'speakers: [an, binh]'));
    const problems = resolveProblems([page], fixtureSite.blocks, data);
    expect(problems).toEqual([{ file: 'content/su-kien.mdx', line: speakersLine, column: 1, rule: 'fact', field: 'Speakers', severity: 'error', message: 'speakers.yaml: "binh" chưa có role' }]);
  });

  it('reports a fact missing from the data once, at the first block that shows it, however many blocks show it', () => {
    const twice = pageOf(event.replace('speakers: [an]', 'speakers: [an, binh]').replace('<Speakers />', '<Speakers />\n\n<Speakers />'));
    const again = pageOf(event.replace('speakers: [an]', 'speakers: [binh]'), 'content/xem-lai.mdx', '/xem-lai');
    const problems = resolveProblems([again, twice], fixtureSite.blocks, data);
    expect(problems).toEqual([{ file: 'content/su-kien.mdx', line: speakersLine, column: 1, rule: 'fact', field: 'Speakers', severity: 'error', message: 'speakers.yaml: "binh" chưa có role' }]);
  });

  it('finds nothing when every block has the facts it shows', () => {
    expect(resolveProblems([pageOf(event), pageOf(read('index.mdx'), 'content/index.mdx', '/')], fixtureSite.blocks, data)).toEqual([]);
  });

  it('leaves out a block with a mistake of its own, already reported where it is written', () => {
    const page = pageOf(event.replace('speakers: [an]', 'speakers: [binh]').replace('<Speakers />', '<Speakers tone="x" />'));
    expect(resolveProblems([page], fixtureSite.blocks, data)).toEqual([]);
  });

  it('lets any other error of a resolve through, as the engine’s bug it is', () => {
    const broken = { ...fixtureSite.blocks, Speakers: defineBlock({ props: z.strictObject({}), resolve: () => { throw new Error('bug'); } }) };
    expect(() => resolveProblems([pageOf(event)], broken, data)).toThrow('bug');
  });
});
