/** An MDX syntax error, explained to a writer in Vietnamese at the place the parser found it. */
import type { Problem } from '../core/problem.ts';
import type { MdxSyntaxError } from '../parse/outlineMdx.ts';

export function mdxSyntaxProblem(file: string, { at, reason, leftOpen }: MdxSyntaxError): Problem {
  const message = leftOpen
    ? `thẻ <${leftOpen.name}> mở ở đây nhưng chưa đóng trước </${leftOpen.closedBy}>; nếu nó không chứa gì, viết <${leftOpen.name} /> (thêm dấu / trước >), nếu có, thêm </${leftOpen.name}> sau nội dung của nó`
    : explain(reason);
  return { file, ...at, rule: 'mdx', severity: 'error', message };
}

function explain(reason: string): string {
  const unclosed = /^Expected a closing tag for `<([^\s>]*)[^`]*`/.exec(reason);
  if (unclosed) return `thẻ <${unclosed[1]}> mở ở đây nhưng chưa đóng; thêm </${unclosed[1]}> sau nội dung của nó, hoặc viết <${unclosed[1]} /> nếu nó không chứa gì`;
  const mismatch = /^Unexpected closing tag `<\/([^`>]*)>`, expected corresponding closing tag for `<([^\s>]*)[^`]*` \((\d+):/.exec(reason);
  if (mismatch) return `thẻ đóng </${mismatch[1]}> không khớp với thẻ <${mismatch[2]}> mở ở dòng ${mismatch[3]}; sửa thành </${mismatch[2]}>`;
  const lonelyClose = /^Unexpected closing slash `\/` in tag|^Unexpected closing tag `<\/([^`>]*)>`/.exec(reason);
  if (lonelyClose) return `thẻ đóng${lonelyClose[1] ? ` </${lonelyClose[1]}>` : ''} không có thẻ mở tương ứng; xoá nó hoặc thêm thẻ mở`;
  if (/expected a corresponding closing brace for `\{`/.test(reason)) {
    return 'dấu { mở một biểu thức nhưng không có dấu } đóng lại; nếu muốn hiện dấu { trong chữ, viết \\{';
  }
  if (/Could not parse expression|Unexpected content after expression/.test(reason)) {
    return 'nội dung trong cặp { } không phải là một biểu thức hợp lệ; nếu muốn hiện dấu { } trong chữ, viết \\{ và \\}';
  }
  if (/Unexpected character .* before name|Unexpected lazy line|Unexpected end of file/.test(reason)) {
    return `MDX không đọc được ở đây (${reason}); nếu muốn hiện dấu < trong chữ, viết \\< hoặc &lt;`;
  }
  return `MDX không đọc được ở đây (${reason}); kiểm tra mỗi <Khối> đều được đóng và mỗi { có } đi kèm (viết \\{ nếu muốn hiện dấu {)`;
}
