/**
 * Each prop of a block checked against its spec, at the prop's own line and column: unknown props
 * (with a "did you mean"), values of the wrong type or outside their list, required props left out
 * (at the element), ids that are not ASCII slugs, and code the engine cannot read. One problem per
 * prop, however many rules its value breaks.
 */
import type { Problem } from '../../core/problem.ts';
import type { Located } from '../../parse/outline/located.ts';
import { didYouMeanText } from '../../../../lib/didYouMean.ts';
import type { BlockUse } from './blockUse.ts';
import { describePropValue, writtenAs } from './describePropValue.ts';
import { propExample } from './propExample.ts';
import { isIdProp, propKeys } from './propKeys.ts';
import { attributeNamed, readProps } from './readProps.ts';
import { slugOf } from '../../../../lib/slugOf.ts';

export function propProblems(use: BlockUse): Problem[] {
  const { page, element, spec } = use;
  const keys = propKeys(spec);
  const { values, unreadable } = readProps(element);
  const reported = new Set<string>();
  const problems: Problem[] = [];
  const report = (key: string | undefined, at: Located, message: string) => {
    if (key !== undefined) reported.add(key);
    const rule = key !== undefined && isIdProp(spec, key) ? 'id' : 'prop';
    problems.push({ file: page.file, ...at, rule, field: key === undefined ? element.name : `${element.name}.${key}`, severity: 'error', message });
  };

  for (const attribute of unreadable) {
    if (attribute.name === undefined) report(undefined, attribute.at, spreadMessage(use, keys));
    else if (!keys.includes(attribute.name)) report(attribute.name, attribute.at, unknownPropMessage(use, attribute.name, keys));
    else report(attribute.name, attribute.at, expressionMessage(use, attribute.name, writtenAs(attribute.name, attribute.value)));
  }

  const result = spec.props.safeParse(values, { reportInput: true });
  for (const issue of result.success ? [] : result.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) report(key, attributeNamed(element, key)?.at ?? element.at, unknownPropMessage(use, key, keys));
      continue;
    }
    const key = String(issue.path[0] ?? '');
    if (reported.has(key)) continue;
    const attribute = attributeNamed(element, key);
    if (!attribute) report(key, element.at, missingPropMessage(use, key));
    else if (issue.code === 'invalid_format' && isIdProp(spec, key) && attribute.value.kind === 'text') report(key, attribute.at, slugMessage(key, attribute.value.value));
    else report(key, attribute.at, describePropValue(key, attribute.value, issue));
  }
  return problems;
}

function unknownPropMessage({ element }: BlockUse, key: string, keys: string[]): string {
  if (keys.length === 0) return `<${element.name}> không nhận thuộc tính nào; xoá ${key}`;
  return `<${element.name}> không có thuộc tính ${key}; dùng ${keys.join(', ')}${didYouMeanText(key, keys)}`;
}

function missingPropMessage({ page, element, spec }: BlockUse, key: string): string {
  if (isIdProp(spec, key)) {
    // The section's own heading is what a visitor sees, so its slug makes the natural anchor.
    const heading = page.outline.headings.find(({ at }) => at.line > element.at.line || (at.line === element.at.line && at.column > element.at.column));
    const example = (heading && slugOf(heading.text)) || 'lo-trinh';
    return `<${element.name}> cần ${key} để làm neo liên kết; thêm ${key}="${example}" (chữ thường không dấu, nối bằng dấu gạch ngang)`;
  }
  if (key === 'of' && spec.of && page.frontmatter) {
    const names = spec.of.names(page.frontmatter);
    if (names.length === 1) return `<${element.name}> thiếu thuộc tính of; thêm of="${names[0]}"`;
    if (names.length > 1) return `<${element.name}> thiếu thuộc tính of; thêm of="…" với một trong: ${names.join(', ')}`;
  }
  return `<${element.name}> thiếu thuộc tính ${key}; thêm ${key}="…"`;
}

function slugMessage(key: string, written: string): string {
  return `${key} "${written}" chỉ được có chữ thường không dấu, số và dấu gạch ngang; viết ${key}="${slugOf(written) || 'lo-trinh'}"`;
}

function expressionMessage({ page, spec }: BlockUse, key: string, written: string): string {
  const names = key === 'of' && spec.of && page.frontmatter ? spec.of.names(page.frontmatter) : [];
  const example = names[0] === undefined ? propExample(spec, key) : `${key}="${names[0]}"`;
  return `${written} là mã, không kiểm tra được trước khi trang hiển thị; viết thẳng giá trị, ví dụ ${example}`;
}

function spreadMessage({ element, spec }: BlockUse, keys: string[]): string {
  const [first] = keys;
  if (first === undefined) return `<${element.name}> không nhận thuộc tính nào; xoá {...}`;
  return `<${element.name}> không nhận {...}; viết từng thuộc tính ra, ví dụ ${propExample(spec, first)}`;
}
