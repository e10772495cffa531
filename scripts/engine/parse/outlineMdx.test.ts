import { describe, expect, it } from 'vitest';
import { outlineMdx, type PageOutline } from './outlineMdx.ts';

function outline(body: string): PageOutline {
  const result = outlineMdx(body);
  if (!('outline' in result)) throw new Error(result.error.reason);
  return result.outline;
}

describe('outlineMdx', () => {
  it('places headings at their lines in the file', () => {
    expect(outline('\n\n\n# Lịch học\n\n## Buổi 1\n').headings).toEqual([
      { depth: 1, text: 'Lịch học', id: 'lịch-học', at: { line: 4, column: 1 } },
      { depth: 2, text: 'Buổi 1', id: 'buổi-1', at: { line: 6, column: 1 } },
    ]);
  });

  it('reads block props written as text, bare names and literals', () => {
    const [element] = outline('\n<CardGrid of="goals" numbered columns={3} list={["a", -1, { b: true }]} extra={x} />\n').elements;
    expect(element?.name).toBe('CardGrid');
    expect(element?.at).toEqual({ line: 2, column: 1 });
    expect(element?.attributes.map((a) => [a.name, a.value])).toEqual([
      ['of', { kind: 'text', value: 'goals' }],
      ['numbered', { kind: 'true' }],
      ['columns', { kind: 'literal', value: 3, source: '3' }],
      ['list', { kind: 'literal', value: ['a', -1, { b: true }], source: '["a", -1, { b: true }]' }],
      ['extra', { kind: 'expression', source: 'x' }],
    ]);
    expect(element?.attributes[2]?.at).toEqual({ line: 2, column: 31 });
  });

  it('knows the block each element sits in', () => {
    const elements = outline('<Tabs>\n<Tab id="a" label="A">\n\n<Step title="Một">x</Step>\n\n</Tab>\n</Tabs>\n').elements;
    expect(elements.map((e) => [e.name, e.parent])).toEqual([['Tabs', undefined], ['Tab', 'Tabs'], ['Step', 'Tab']]);
  });

  it('finds Markdown links, bare web addresses and images', () => {
    const { links, images } = outline('\n[Lịch](lich-khai-giang) và www.example.com\n\n![Sơ đồ](/images/a.png)\n');
    expect(links).toEqual([
      { url: 'lich-khai-giang', form: 'markdown', text: 'Lịch', at: { line: 2, column: 1 } },
      { url: 'http://www.example.com', form: 'autolink', text: 'www.example.com', at: { line: 2, column: 28 } },
    ]);
    expect(images).toEqual([{ url: '/images/a.png', alt: 'Sơ đồ', at: { line: 4, column: 1 } }]);
  });

  it('keeps prose where Markdown did not take', () => {
    const { texts } = outline('\n##Tiêu đề\n\n**Chữ đậm:**chữ thường\n\nBình thường\n');
    expect(texts.map((t) => [t.value, t.at.line])).toEqual([['##Tiêu đề', 2], ['**Chữ đậm:**chữ thường', 4]]);
  });

  it('places an unclosed block at its opening tag', () => {
    const result = outlineMdx('\n\n<Section id="a">\n\nChữ\n\n<Tab id="b" label="B">\n\nx\n');
    expect(result).toMatchObject({ error: { at: { line: 7, column: 1 } } });
  });

  it('places a stray brace where it is', () => {
    expect(outlineMdx('\nGiá { 5 triệu\n')).toMatchObject({ error: { at: { line: 2 } } });
  });
});
