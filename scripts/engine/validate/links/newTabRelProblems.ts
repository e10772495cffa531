/**
 * A link that opens a new tab (`<a target="_blank">`, written as HTML) must not hand our page to the
 * one it opens: `rel="noopener noreferrer"`. Markdown links to other sites get it by themselves.
 */
import type { Problem } from '../../core/problem.ts';
import type { PageOutline } from '../../parse/outlineMdx.ts';
import { attributeNamed, readProps } from '../blocks/readProps.ts';

export function newTabRelProblems(file: string, outline: PageOutline): Problem[] {
  return outline.elements.flatMap((element) => {
    if (element.name !== 'a') return [];
    const { values } = readProps(element);
    const rel = typeof values.rel === 'string' ? values.rel.split(/\s+/) : [];
    if (values.target !== '_blank' || (rel.includes('noopener') && rel.includes('noreferrer'))) return [];
    const href = typeof values.href === 'string' ? values.href : '…';
    return [{ file, ...(attributeNamed(element, 'target')?.at ?? element.at), rule: 'rel', field: 'a.rel', severity: 'error' as const,
      message: `liên kết mở tab mới tới "${href}" thiếu rel="noopener noreferrer", nên trang kia điều khiển được trang này; thêm rel="noopener noreferrer", hoặc viết [chữ](${href}): liên kết Markdown tới trang khác tự mở tab mới an toàn` }];
  });
}
