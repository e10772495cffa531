import { describe, expect, it } from 'vitest';
import { parseBody } from './parseBody.ts';
import { proseSentences } from './proseSentences.ts';

describe('proseSentences', () => {
  it('reads headings, paragraphs, list items and table cells sentence by sentence, without Markdown marks', () => {
    const body = '# Tiêu đề **đậm**\n\nCâu một. Câu hai có [liên kết](/a)!\n\n- Ý một\n- Ý *hai*\n\n| A | B |\n|---|---|\n| ô 1 | ô 2 |\n';
    expect(proseSentences(parseBody(body))).toEqual(['Tiêu đề đậm', 'Câu một.', 'Câu hai có liên kết!', 'Ý một', 'Ý hai', 'A', 'B', 'ô 1', 'ô 2']);
  });

  it('reads the text attributes of blocks, the text inside them and each line of code', () => {
    const body = '<Section id="lo-trinh" eyebrow="Lộ trình">\n\nNội dung.\n\n</Section>\n\n```js\nconst a = 1;\n\nrun(a);\n```\n';
    expect(proseSentences(parseBody(body))).toEqual(['Section id: lo-trinh', 'Section eyebrow: Lộ trình', 'Nội dung.', 'const a = 1;', 'run(a);']);
  });

  it('reads a body that does not parse line by line, so it is still compared', () => {
    expect(proseSentences(parseBody('<Section id="a">\n\nMột câu chưa đóng thẻ.\n'))).toEqual(['<Section id="a">', 'Một câu chưa đóng thẻ.']);
  });
});
