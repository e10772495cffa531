/** Where a block may be written: on the page kinds its spec lists, directly inside its parent block. */
import type { Problem } from '../../core/problem.ts';
import type { BlockUse } from './blockUse.ts';

export function kindProblem({ page, element, spec }: BlockUse): Problem | undefined {
  if (!spec.kinds || !page.kind || spec.kinds.includes(page.kind)) return undefined;
  return { file: page.file, ...element.at, rule: 'block', field: element.name, severity: 'error',
    message: `<${element.name}> chỉ dùng được trên trang loại ${spec.kinds.join(' hoặc ')}; trang này thuộc loại ${page.kind}, bỏ <${element.name}> đi` };
}

export function parentProblem({ page, element, spec }: BlockUse): Problem | undefined {
  if (!spec.parent || element.parent === spec.parent) return undefined;
  const where = element.parent ? `ở đây nó nằm trong <${element.parent}>; ` : '';
  return { file: page.file, ...element.at, rule: 'block', field: element.name, severity: 'error',
    message: `<${element.name}> phải nằm ngay bên trong <${spec.parent}>; ${where}đặt nó giữa <${spec.parent}> và </${spec.parent}>` };
}
