import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { locateInProse, NOT_TEXT, outlineProse } from './prose.ts';

const proseOf = (body: string) => outlineProse(unified().use(remarkParse).use(remarkMdx).parse(body), body);

describe('outlineProse', () => {
  it('joins a block as a reader reads it, inline blocks and code standing apart', () => {
    expect(proseOf('## Lộ trình <Count of="curriculum" /> buổi\n\nHọc phí **6.500.000đ**, xem `price`.\n').map((block) => block.value)).toEqual([
      `Lộ trình ${NOT_TEXT} buổi`, `Học phí 6.500.000đ, xem ${NOT_TEXT}.`,
    ]);
  });

  it('leaves out code blocks and places a word at its line and column, on continuation lines too', () => {
    const body = '<Note>\n  Giá **cũ** là\n  5.000.000đ nhé\n</Note>\n\n```\n5.000.000đ\n```\n';
    const [block, ...rest] = proseOf(body);
    expect(rest).toEqual([]);
    expect(block && locateInProse(block, block.value.indexOf('cũ'))).toEqual({ line: 2, column: 9 });
    expect(block && locateInProse(block, block.value.indexOf('5.000'))).toEqual({ line: 3, column: 3 });
  });
});
