import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureProblems } from '../../testing/fixtureSite/fixtureProblems.ts';

const home = readFileSync(path.join(import.meta.dirname, '..', '..', 'testing', 'fixtureSite', 'content', 'index.mdx'), 'utf8');
/** The fixture's home page with one change; fails loudly if the text to change is gone. */
function homeWith(from: string, to: string): { 'index.mdx': string } {
  if (!home.includes(from)) throw new Error(`index.mdx no longer has ${JSON.stringify(from)}`);
  return { 'index.mdx': home.replace(from, to) };
}
const lines = home.split('\n');
const closingFence = lines.indexOf('---', 1) + 1;
const opening = lines.indexOf('<Section id="gioi-thieu">') + 1;

describe('parsing a page, as a writer breaks it', () => {
  it('says a frontmatter block that is never closed is not closed', () => {
    expect(fixtureProblems(homeWith('\n---\n\n# Trang chủ', '\n\n# Trang chủ'))).toEqual([
      'content/index.mdx:1:1  frontmatter  phần thông tin mở bằng --- ở dòng 1 nhưng không có dòng --- đóng lại; thêm một dòng chỉ có --- sau trường cuối cùng',
    ]);
  });

  it('names a closing fence with extra characters at its line', () => {
    expect(fixtureProblems(homeWith('\n---\n\n# Trang chủ', '\n---x\n\n# Trang chủ'))).toEqual([
      `content/index.mdx:${closingFence}:4  frontmatter  dòng này phải chỉ có đúng ba dấu gạch ngang --- (đang là "---x"); xoá các ký tự thừa`,
    ]);
  });

  it('places a block left open at its opening tag', () => {
    expect(fixtureProblems(homeWith('(/su-kien).\n\n</Section>', '(/su-kien).\n'))).toEqual([
      `content/index.mdx:${opening}:1  mdx  thẻ <Section> mở ở đây nhưng chưa đóng; thêm </Section> sau nội dung của nó, hoặc viết <Section /> nếu nó không chứa gì`,
    ]);
  });

  it('places a self-closing block written without / at that block, and says to add the /', () => {
    const note = lines.indexOf('Xem [sự kiện](/su-kien).') + 1;
    expect(fixtureProblems(homeWith('Xem [sự kiện](/su-kien).', '<Note>'))).toEqual([
      `content/index.mdx:${note}:1  mdx  thẻ <Note> mở ở đây nhưng chưa đóng trước </Section>; nếu nó không chứa gì, viết <Note /> (thêm dấu / trước >), nếu có, thêm </Note> sau nội dung của nó`,
    ]);
    expect(fixtureProblems(homeWith('Xem [sự kiện](/su-kien).', '<Note />'))).toEqual([]);
  });

  it('places a mistyped closing tag where it is, naming the tag it should close', () => {
    const closing = lines.indexOf('</Section>') + 1;
    expect(fixtureProblems(homeWith('</Section>', '</Sectoin>'))).toEqual([
      `content/index.mdx:${closing}:1  mdx  thẻ đóng </Sectoin> không khớp với thẻ <Section> mở ở dòng ${opening}; sửa thành </Section>`,
    ]);
  });
});
