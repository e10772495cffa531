/**
 * Every picture says what it shows, for visitors who cannot see it: `![Mô tả](/images/a.png)`, or
 * `<img alt="Mô tả">`; a picture that is decoration only says so with an empty `alt=""` (HTML's mark, which
 * needs no role: the Nu HTML Checker refuses one on it). A Markdown image has no such mark: `![](a.png)` is
 * a forgotten description.
 */
import type { Problem } from '../../core/problem.ts';
import type { PageOutline } from '../../parse/outlineMdx.ts';
import { readProps } from '../blocks/readProps.ts';

export function imageAltProblems(file: string, outline: PageOutline): Problem[] {
  const problems: Problem[] = [];
  for (const image of outline.images) {
    if (image.alt.trim() !== '') continue;
    problems.push({ file, ...image.at, rule: 'image', severity: 'error',
      message: `ảnh "${image.url}" chưa có mô tả cho người không xem được ảnh; viết mô tả trong ngoặc vuông: ![Mô tả ảnh](${image.url})` });
  }
  for (const element of outline.elements) {
    if (element.name !== 'img') continue;
    const { values, unreadable } = readProps(element);
    if (unreadable.length > 0 || (typeof values.alt === 'string' && values.alt.trim() !== '')) continue;
    if (values.alt === '') continue;
    problems.push({ file, ...element.at, rule: 'image', field: 'img.alt', severity: 'error',
      message: `ảnh${typeof values.src === 'string' ? ` "${values.src}"` : ''} chưa có mô tả cho người không xem được ảnh; thêm alt="Mô tả ảnh" (ảnh chỉ để trang trí: alt="")` });
  }
  return problems;
}
