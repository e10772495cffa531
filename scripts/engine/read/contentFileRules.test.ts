/**
 * Files saved under content/ the way writers save them by mistake: each gives exactly one problem,
 * at the file to rename or remove; files that are not pages (a note, an image, `.gitkeep`) give none.
 * The mistake is in the name, so one fixture of each sort (validate/fixtures/files/) is saved under
 * the names below.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureProblems } from '../../testing/fixtureSite/fixtureProblems.ts';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, '..', 'validate', 'fixtures', 'files', name), 'utf8');
const page = fixture('trang.mdx');

// What was done, the name it was saved under in content/, the fixture, the exact `path:line:col  rule`
// of its one problem and words its message must hold.
const cases: [string, string, string, string, string][] = [
  ['a page saved as .md', 'trang-moi.md', 'trang.mdx', 'content/trang-moi.md:1:1  extension', 'đổi tên thành trang-moi.mdx'],
  ['a page saved as .markdown', 'bai-hoc.markdown', 'trang.mdx', 'content/bai-hoc.markdown:1:1  extension', 'đổi tên thành bai-hoc.mdx'],
  ['a page an editor saved as .mdx.txt', 'huong-dan.mdx.txt', 'trang.mdx', 'content/huong-dan.mdx.txt:1:1  extension', 'đổi tên thành huong-dan.mdx'],
  ['a page saved as .MDX, its name fixed in the same problem', 'Lien-He.MDX', 'trang.mdx', 'content/Lien-He.MDX:1:1  extension', 'đổi tên thành lien-he.mdx'],
  ['a text file with frontmatter', 'thong-bao.txt', 'trang.mdx', 'content/thong-bao.txt:1:1  extension', 'đổi tên thành thong-bao.mdx'],
  ['a Word document', 'Bản nháp.docx', 'trang.mdx', 'content/Bản nháp.docx:1:1  extension', 'chép nội dung vào tệp ban-nhap.mdx'],
  ['a .md beside its .mdx', 'su-kien.md', 'trang.mdx', 'content/su-kien.md:1:1  extension', 'content/su-kien.mdx đã có: nếu tệp này là bản cũ thì xoá nó, nếu không thì chép phần mới sang content/su-kien.mdx'],
  ['a name with tone marks, spaces and capitals', 'Khóa Học Mới.mdx', 'trang.mdx', 'content/Khóa Học Mới.mdx:1:1  filename', 'có chữ có dấu, dấu cách, chữ hoa; tên trong content/ chỉ dùng a–z, 0–9 và dấu - vì nó thành địa chỉ trên site. Đổi tên thành "khoa-hoc-moi.mdx"'],
  ['a name with underscores', 'hoc_phi_2025.mdx', 'trang.mdx', 'content/hoc_phi_2025.mdx:1:1  filename', 'Đổi tên thành "hoc-phi-2025.mdx"'],
  ['a name in camelCase', 'KhoaHoc.mdx', 'trang.mdx', 'content/KhoaHoc.mdx:1:1  filename', 'Đổi tên thành "khoa-hoc.mdx"'],
  ['a folder name, once for the folder', 'Tài liệu/index.mdx', 'trang.mdx', 'content/Tài liệu:1:1  filename', 'tên thư mục "Tài liệu" có chữ có dấu, dấu cách, chữ hoa'],
  ['an image name in capitals', 'chinh-sach/Anh-Bia.PNG', 'ghi-chu.txt', 'content/chinh-sach/Anh-Bia.PNG:1:1  filename', 'Đổi tên thành "anh-bia.png"'],
  ['a second file for an address, at the second', 'su-kien/index.mdx', 'trang.mdx', 'content/su-kien/index.mdx:1:1  route', 'cùng địa chỉ /su-kien với content/su-kien.mdx'],
  ['a data file named after none, with the one meant', 'data/speaker.yaml', 'du-lieu.yaml', 'content/data/speaker.yaml:1:1  data', 'Có phải ý bạn là "speakers.yaml"?'],
  ['a data file with the .yml extension', 'data/speakers.yml', 'du-lieu.yaml', 'content/data/speakers.yml:1:1  data', 'Có phải ý bạn là "speakers.yaml"?'],
];

// Files that are not pages, beside pages: nothing to report.
const fine: Record<string, string> = {
  'chinh-sach/index.mdx': page,
  'chinh-sach/anh-bia.png': 'PNG',
  'chinh-sach/ghi-chu.txt': fixture('ghi-chu.txt'),
  'chinh-sach/.gitkeep': '',
  'data/.gitkeep': '',
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
let added: string[];

beforeAll(() => {
  added = fixtureProblems({ ...fine, ...Object.fromEntries(cases.map(([, savedAs, name]) => [savedAs, fixture(name)])) });
}, 60_000);

describe('content file rules', () => {
  it.each(cases)('report %s', (_what, _savedAs, _fixture, prefix, words) => {
    expect(added.filter((line) => line.startsWith(`${prefix.split(':')[0]}:`))).toEqual([
      expect.stringMatching(new RegExp(`^${escape(prefix)} {2}.*${escape(words)}`)),
    ]);
  });

  it('report nothing else, and nothing for notes, images and .gitkeep beside pages', () => {
    expect(added).toHaveLength(cases.length);
  });
});
