import type { ErrorCode } from 'yaml';
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../core/problem.ts';
import { parseYaml } from '../parse/parseYaml.ts';
import { explainYamlError, yamlSyntaxProblems } from './yamlSyntax.ts';

/** The one line `npm run check` prints for this data file (`content/data/a.yaml`). */
const problemIn = (text: string) => yamlSyntaxProblems(parseYaml(text), 'content/data/a.yaml').map(formatProblem);

describe('YAML that does not parse, explained with the fix', () => {
  it.each([
    ['a tab, replaced by the spaces that line it up with the line above', 'flagship:\n  title: Bot\n\tprice: 1\n',
      'content/data/a.yaml:3:1  yaml  dòng này thụt lề bằng phím Tab; YAML chỉ nhận dấu cách: thay Tab bằng 2 dấu cách để dòng bắt đầu ở cột 3, thẳng hàng với "title:" ở dòng 2'],
    ['a tab under the key that opens its block', 'flagship:\n\tprice: 1\n',
      'content/data/a.yaml:2:1  yaml  dòng này thụt lề bằng phím Tab; YAML chỉ nhận dấu cách: thay Tab bằng 2 dấu cách để dòng bắt đầu ở cột 3, bên trong "flagship:" ở dòng 1'],
    ['two tabs, counted as the spaces they stand for', 'a:\n  list:\n    - x\n\t\t- y\n',
      'content/data/a.yaml:4:1  yaml  dòng này thụt lề bằng phím Tab; YAML chỉ nhận dấu cách: thay phần thụt lề đầu dòng bằng 4 dấu cách để dòng bắt đầu ở cột 5, thẳng hàng với "- x" ở dòng 3'],
    ['a non-breaking space pasted into the indentation, at its own line', 'flagship:\n  title: Bot\n\u00a0 price: 1\n  status: Mở\n',
      'content/data/a.yaml:3:1  yaml  dòng này thụt lề bằng một khoảng trắng không ngắt (U+00A0), thường có khi chép từ web hay Word; YAML không coi đó là dấu cách: xoá phần thụt lề và gõ lại bằng 2 dấu cách để dòng bắt đầu ở cột 3, thẳng hàng với "title:" ở dòng 2'],
    ['a line one space short of its siblings', 'a:\n  title: x\n price: 1\n',
      'content/data/a.yaml:3:2  yaml  dòng này lệch lề so với các dòng cùng cấp (đang ở cột 2): cần 2 dấu cách để dòng bắt đầu ở cột 3, thẳng hàng với "title:" ở dòng 2'],
    ['a line one space deeper than its siblings, at that line rather than the one above', 'a:\n  title: x\n   price: 1\n',
      'content/data/a.yaml:3:4  yaml  dòng này thụt vào sâu hơn dòng trên (đang ở cột 4) nên YAML đọc nó là phần tiếp của giá trị ở dòng 2: cần 2 dấu cách để dòng bắt đầu ở cột 3, thẳng hàng với "title:" ở dòng 2'],
    ['curly quotes, with the straight ones to type', 'title: “Khóa học: AI”\n',
      'content/data/a.yaml:1:8  yaml  dấu ngoặc kép cong “ ” (thường có khi chép từ Word) không phải ngoặc kép của YAML; gõ lại bằng dấu " thẳng: title: "Khóa học: AI"'],
    ['a colon and a space inside a value', 'title: Workshop: AI cho người mới\n',
      'content/data/a.yaml:1:8  yaml  giá trị có dấu hai chấm và dấu cách (": ") nên YAML tưởng đó là một trường mới; đặt cả giá trị trong ngoặc kép "…": title: "Workshop: AI cho người mới"'],
    ['a key without a space after its colon', 'a:\n  price:100\n  b: 2\n',
      'content/data/a.yaml:2:3  yaml  thiếu dấu cách sau dấu hai chấm: viết price: 100'],
    ['a repeated key, naming where it first is', 'a:\n  b: 1\n  c: 2\n  b: 3\n',
      'content/data/a.yaml:4:3  yaml  tên trường "b" đã có ở dòng 2 trong cùng khối; mỗi trường chỉ viết một lần: xoá một dòng hoặc gộp hai giá trị'],
    ['an unclosed quote, at the quote that opens it', 'a: "abc\nb: 2\n',
      'content/data/a.yaml:1:4  yaml  thiếu dấu ngoặc kép " đóng ở cuối giá trị; thêm nó vào cuối, trên cùng dòng'],
    ['Markdown emphasis at the start of a value', 'title: *Quan trọng* nhé\n',
      'content/data/a.yaml:1:14  yaml  giá trị bắt đầu bằng * nên YAML không đọc nó là chữ; đặt cả giá trị trong ngoặc kép "…": title: "*Quan trọng* nhé"'],
    ['a lone alias-like value, which the parser only throws on when read', 'title: *moi\n',
      'content/data/a.yaml:1:8  yaml  dấu * ở đầu giá trị làm YAML hiểu đây là tham chiếu tới một mục khác (*tên); nếu đó là chữ (ví dụ *nhấn mạnh*), đặt cả giá trị trong ngoặc kép "…": title: "*moi"'],
    ['a misspelt !example tag, which would pass as text', 'url: !exmaple https://example.com\n',
      'content/data/a.yaml:1:6  yaml  không có thẻ !exmaple; thẻ duy nhất dùng được là !example (giá trị mẫu): sửa thành !example hoặc xoá thẻ'],
    ['an item without its dash among list items', 'a:\n  - x\n  y\n',
      'content/data/a.yaml:3:3  yaml  dòng này nằm giữa các mục của danh sách (như "- x" ở dòng 2) nhưng không bắt đầu bằng "- "; thêm "- " ở đầu dòng nếu đây là một mục'],
  ])('%s', (_what, text, expected) => {
    expect(problemIn(text)).toEqual([expected]);
  });

  it('counts lines in the file, frontmatter fence included', () => {
    const yaml = parseYaml('title: Trang\n\tdescription: x\n', 1);
    expect(yamlSyntaxProblems(yaml, 'content/a.mdx').map(formatProblem)).toEqual([
      'content/a.mdx:3:1  yaml  dòng này thụt lề bằng phím Tab; YAML chỉ nhận dấu cách: xoá Tab để dòng bắt đầu ở cột 1, thẳng hàng với "title:" ở dòng 2',
    ]);
  });

  it('never shows the parser\'s English, whatever the code', () => {
    // Every code of the yaml package: the list fails the type check when the package adds one.
    const codes = Object.keys({
      ALIAS_PROPS: 1, BAD_ALIAS: 1, BAD_DIRECTIVE: 1, BAD_DQ_ESCAPE: 1, BAD_INDENT: 1, BAD_PROP_ORDER: 1, BAD_SCALAR_START: 1,
      BLOCK_AS_IMPLICIT_KEY: 1, BLOCK_IN_FLOW: 1, DUPLICATE_KEY: 1, IMPOSSIBLE: 1, KEY_OVER_1024_CHARS: 1, MISSING_CHAR: 1,
      MULTILINE_IMPLICIT_KEY: 1, MULTIPLE_ANCHORS: 1, MULTIPLE_DOCS: 1, MULTIPLE_TAGS: 1, NON_STRING_KEY: 1, RESOURCE_EXHAUSTION: 1,
      TAB_AS_INDENT: 1, TAG_RESOLVE_FAILED: 1, UNEXPECTED_TOKEN: 1, BAD_COLLECTION_TYPE: 1,
    } satisfies Record<ErrorCode, 1>) as ErrorCode[];
    const lines = ['a:', '  b: c', '  d: e'];
    for (const code of codes) {
      const { message } = explainYamlError({ code, message: 'Something the parser says', position: { line: 3, column: 3 } }, (line) => lines[line - 1]);
      expect(message, code).not.toMatch(/Something|parser|\b(the|is|are|not|must)\b/);
      expect(message, code).toMatch(/[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/);
    }
  });
});
