import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { defineBlock, slugId, type BlockSpec } from './blockSpec.ts';
import { formatProblem } from '../../core/problem.ts';
import { blockElementProblems } from './blockElementProblems.ts';
import { blockPageOf } from './blockPageOf.ts';

/** A page's named lists of cards, as a site would define them. */
const ofCards = {
  names: (frontmatter: object) => Object.keys(('cards' in frontmatter && frontmatter.cards) || {}),
  describe: (name: string) => `danh sách thẻ "${name}" trong cards`,
};

/** A small registry, so these tests do not move when the site's blocks do. */
const specs: Record<string, BlockSpec> = {
  Section: defineBlock({ props: z.strictObject({ id: slugId, tone: z.enum(['plain', 'muted']).optional() }), ids: ({ id }) => [id] }),
  CardGrid: defineBlock({ props: z.strictObject({ of: z.string().min(1), columns: z.literal([2, 3, 4]).optional(), numbered: z.boolean().optional() }), needs: ['cards'], of: ofCards }),
  Agenda: defineBlock({ props: z.strictObject({}), kinds: ['event'], needs: ['agenda'] }),
  Tabs: defineBlock({ props: z.strictObject({}) }),
  Tab: defineBlock({ props: z.strictObject({ id: slugId, label: z.string().min(1) }), parent: 'Tabs' }),
};

const problemsIn = (body: string, kind?: 'landing' | 'event') => blockElementProblems(blockPageOf(body, { kind }), specs).map(formatProblem);

describe('blockElementProblems', () => {
  it('reports an unknown block at its tag with the block it most likely means', () => {
    expect(problemsIn('\n<Setcion id="lo-trinh" colour="red">\n\nChữ\n\n</Setcion>\n')).toEqual([
      'content/thu.mdx:5:1  block  Setcion: không có khối <Setcion>. Có phải ý bạn là "Section"?',
    ]);
  });

  it('lists every block when nothing is close to the name written', () => {
    expect(problemsIn('<Slider />\n')).toEqual([
      'content/thu.mdx:4:1  block  Slider: không có khối <Slider>; dùng một trong các khối: Agenda, CardGrid, Section, Tab, Tabs',
    ]);
  });

  it('leaves lowercase HTML elements alone', () => {
    expect(problemsIn('<div className="x">\n\nChữ\n\n</div>\n\nMột <kbd>Ctrl</kbd>\n')).toEqual([]);
  });

  it('reports a block typed in lowercase, which HTML would show as nothing', () => {
    expect(problemsIn('<tabs>\n\nChữ\n\n</tabs>\n\n<sectoin />\n')).toEqual([
      'content/thu.mdx:4:1  block  tabs: <tabs> không phải thẻ HTML hay khối nào, trang sẽ không hiện gì ở đây; tên khối viết hoa chữ đầu mỗi từ: viết <Tabs>',
      'content/thu.mdx:10:1  block  sectoin: <sectoin> không phải thẻ HTML hay khối nào, trang sẽ không hiện gì ở đây. Có phải ý bạn là "Section"?',
    ]);
  });

  it('reports each prop at its own column: unknown, wrongly typed, not readable', () => {
    expect(problemsIn('<Section id="a" tones="muted">\n\n<CardGrid of={list} columns="3" numbered="true" />\n\n</Section>\n')).toEqual([
      'content/thu.mdx:4:17  prop  Section.tones: <Section> không có thuộc tính tones; dùng id, tone. Có phải ý bạn là "tone"?',
      'content/thu.mdx:6:11  prop  CardGrid.of: of={list} là mã, không kiểm tra được trước khi trang hiển thị; viết thẳng giá trị, ví dụ of="…"',
      'content/thu.mdx:6:21  prop  CardGrid.columns: columns là một số: viết columns={3} thay vì columns="3"',
      'content/thu.mdx:6:33  prop  CardGrid.numbered: để bật numbered, chỉ viết numbered (không có ="true")',
    ]);
  });

  it('reports a required prop left out at the element, and an id from the heading that follows', () => {
    expect(problemsIn('<Section tone="muted">\n\n## Lộ trình học\n\n</Section>\n\n<Tabs>\n<Tab id="a" />\n</Tabs>\n')).toEqual([
      'content/thu.mdx:4:1  id  Section.id: <Section> cần id để làm neo liên kết; thêm id="lo-trinh-hoc" (chữ thường không dấu, nối bằng dấu gạch ngang)',
      'content/thu.mdx:11:1  prop  Tab.label: <Tab> thiếu thuộc tính label; thêm label="…"',
    ]);
  });

  it('refuses an id with tone marks or capitals and offers the ASCII one', () => {
    expect(problemsIn('<Section id="Lộ-trình">\n\nChữ\n\n</Section>\n')).toEqual([
      'content/thu.mdx:4:10  id  Section.id: id "Lộ-trình" chỉ được có chữ thường không dấu, số và dấu gạch ngang; viết id="lo-trinh"',
    ]);
  });

  it('refuses a block on a page kind it is not made for, without also asking for its fields', () => {
    expect(problemsIn('<Agenda />\n')).toEqual([
      'content/thu.mdx:4:1  block  Agenda: <Agenda> chỉ dùng được trên trang loại event; trang này thuộc loại landing, bỏ <Agenda> đi',
    ]);
    expect(problemsIn('<Agenda />\n', 'event')).toEqual([]);
  });

  it('refuses a block outside the block it belongs in', () => {
    expect(problemsIn('<Section id="a">\n<Tab id="b" label="B">x</Tab>\n</Section>\n\n<Tabs>\n<Tab id="c" label="C">x</Tab>\n</Tabs>\n')).toEqual([
      'content/thu.mdx:5:1  block  Tab: <Tab> phải nằm ngay bên trong <Tabs>; ở đây nó nằm trong <Section>; đặt nó giữa <Tabs> và </Tabs>',
    ]);
  });

  it('leaves fields and lists alone when the frontmatter has errors of its own', () => {
    expect(problemsIn('<CardGrid of="goals" />\n')).toEqual([]);
  });
});
