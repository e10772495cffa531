import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { defineBlock, slugId, type BlockSpec } from './blockSpec.ts';
import { formatProblem } from '../../core/problem.ts';
import { blockPageOf } from './blockPageOf.ts';
import { duplicateIdProblems } from './duplicateIdProblems.ts';

const specs: Record<string, BlockSpec> = {
  Section: defineBlock({ props: z.strictObject({ id: slugId }), ids: ({ id }) => [id] }),
  Tabs: defineBlock({ props: z.strictObject({}) }),
  Tab: defineBlock({ props: z.strictObject({ id: slugId, label: z.string() }), parent: 'Tabs', ids: ({ id }) => [`tab-${id}`, `tab-button-${id}`] }),
  PageHero: defineBlock({ props: z.strictObject({ id: slugId.optional() }), ids: ({ id = 'top' }) => [id] }),
};

const problemsIn = (body: string) => duplicateIdProblems(blockPageOf(body), specs).map(formatProblem);

describe('duplicateIdProblems', () => {
  it('reports a repeated section id at its second use, naming the line of the first', () => {
    expect(problemsIn('<Section id="lo-trinh">\n\nA\n\n</Section>\n\n<Section id="lo-trinh">\n\nB\n\n</Section>\n')).toEqual([
      'content/thu.mdx:10:10  id  Section.id: id "lo-trinh" đã dùng ở dòng 4 (<Section>); mỗi id chỉ dùng một lần trên trang, đổi thành một id khác',
    ]);
  });

  it('reports a heading whose anchor is already a block id', () => {
    expect(problemsIn('<Section id="faq">\n\n## FAQ\n\n</Section>\n')).toEqual([
      'content/thu.mdx:6:1  id  tiêu đề "FAQ" tạo id "faq", trùng với id ở dòng 4 (<Section>); đổi chữ của tiêu đề này hoặc đổi id kia',
    ]);
  });

  it('reports a repeated tab once, though it repeats both of its ids', () => {
    expect(problemsIn('<Tabs>\n<Tab id="a" label="A">x</Tab>\n<Tab id="a" label="B">y</Tab>\n</Tabs>\n')).toEqual([
      'content/thu.mdx:6:6  id  Tab.id: <Tab> tạo id "tab-a", trùng với id ở dòng 5 (<Tab>); đổi id của một trong hai',
    ]);
  });

  it('counts ids blocks give without being asked and ids on HTML elements', () => {
    expect(problemsIn('<PageHero>\n\n# A\n\n</PageHero>\n\n<div id="top" />\n')).toEqual([
      'content/thu.mdx:10:6  id  div.id: id "top" đã dùng ở dòng 4 (<PageHero>); mỗi id chỉ dùng một lần trên trang, đổi thành một id khác',
    ]);
  });

  it('accepts headings with the same text, which rehype-slug numbers apart', () => {
    expect(problemsIn('## Buổi học\n\n## Buổi học\n')).toEqual([]);
  });
});
