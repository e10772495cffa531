/**
 * A block that shows a part of the frontmatter (`<Faq>` shows `faq`) needs the page to have it, or it
 * would render empty or fail. Checked only on pages whose frontmatter is valid: a broken one is
 * reported where it is broken, once.
 */
import type { Problem } from '../../core/problem.ts';
import type { BlockUse } from './blockUse.ts';

export function needsProblem({ page, element, spec }: BlockUse): Problem | undefined {
  const { frontmatter } = page;
  if (!frontmatter || !spec.needs) return undefined;
  const missing = spec.needs.filter((field) => {
    const value: unknown = Reflect.get(frontmatter, field);
    return value === undefined || value === null || value === false;
  });
  if (missing.length === 0) return undefined;
  const fields = missing.length === 1 ? `trường ${missing[0]}` : `các trường ${missing.join(', ')}`;
  return { file: page.file, ...element.at, rule: 'block', field: element.name, severity: 'error',
    message: `<${element.name}> hiển thị ${fields} của phần thông tin (frontmatter) nhưng trang chưa có; thêm ${missing.map((field) => `${field}:`).join(', ')} vào frontmatter hoặc bỏ <${element.name}> đi` };
}
