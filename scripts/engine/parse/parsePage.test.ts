import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentDir } from '../core/paths.ts';
import { problemsAdded } from '../../testing/scratchContent.ts';

const about = readFileSync(path.join(contentDir, 'gioi-thieu.mdx'), 'utf8');
/** The about page with one change; fails loudly if the text to change is gone. */
function aboutWith(from: string, to: string): { 'gioi-thieu.mdx': string } {
  if (!about.includes(from)) throw new Error(`gioi-thieu.mdx no longer has ${JSON.stringify(from)}`);
  return { 'gioi-thieu.mdx': about.replace(from, to) };
}
const closingFence = about.split('\n').indexOf('---', 1) + 1;

describe('parsing a page, as a writer breaks it', () => {
  it('says a frontmatter block that is never closed is not closed', () => {
    expect(problemsAdded(aboutWith('\n---\n\n<PageHero>', '\n\n<PageHero>'))).toEqual([
      'content/gioi-thieu.mdx:1:1  frontmatter  phần thông tin mở bằng --- ở dòng 1 nhưng không có dòng --- đóng lại; thêm một dòng chỉ có --- sau trường cuối cùng',
    ]);
  });

  it('names a closing fence with extra characters at its line', () => {
    expect(problemsAdded(aboutWith('\n---\n\n<PageHero>', '\n---x\n\n<PageHero>'))).toEqual([
      `content/gioi-thieu.mdx:${closingFence}:4  frontmatter  dòng này phải chỉ có đúng ba dấu gạch ngang --- (đang là "---x"); xoá các ký tự thừa`,
    ]);
  });

  it('places a block left open at its opening tag', () => {
    const opening = about.split('\n').indexOf('<Section id="su-menh" eyebrow="Sứ mệnh">') + 1;
    expect(problemsAdded(aboutWith('<StatTiles />\n\n</Section>', '<StatTiles />\n'))).toEqual([
      `content/gioi-thieu.mdx:${opening}:1  mdx  thẻ <Section> mở ở đây nhưng chưa đóng; thêm </Section> sau nội dung của nó, hoặc viết <Section /> nếu nó không chứa gì`,
    ]);
  });

  it('places a mistyped closing tag where it is, naming the tag it should close', () => {
    const lines = about.split('\n');
    const closing = lines.indexOf('<CardGrid of="values" columns={3} />') + 3;
    const opening = lines.indexOf('<Section id="gia-tri-cot-loi" eyebrow="Giá trị cốt lõi" tone="muted">') + 1;
    expect(problemsAdded(aboutWith('<CardGrid of="values" columns={3} />\n\n</Section>', '<CardGrid of="values" columns={3} />\n\n</Sectoin>'))).toEqual([
      `content/gioi-thieu.mdx:${closing}:1  mdx  thẻ đóng </Sectoin> không khớp với thẻ <Section> mở ở dòng ${opening}; sửa thành </Section>`,
    ]);
  });
});
