/**
 * `of="…"` names a list on the page, of the kind the block's spec says (its `of`, which the site
 * defines). A name the page does not have gets the names it has, and a "did you mean".
 */
import type { Problem } from '../../core/problem.ts';
import { didYouMeanText } from '../../../../lib/didYouMean.ts';
import type { BlockUse } from './blockUse.ts';
import { attributeNamed, readProps } from './readProps.ts';

export function ofProblem({ page, element, spec }: BlockUse): Problem | undefined {
  const attribute = attributeNamed(element, 'of');
  const written = readProps(element).values.of;
  if (!page.frontmatter || !spec.of || !attribute || typeof written !== 'string') return undefined;
  const names = spec.of.names(page.frontmatter);
  if (names.includes(written)) return undefined;
  const what = spec.of.describe(written);
  const choices = names.length > 0 ? `dùng một trong: ${names.join(', ')}` : `trang chưa có danh sách nào như vậy`;
  return { file: page.file, ...attribute.at, rule: 'prop', field: `${element.name}.of`, severity: 'error',
    message: `trang không có ${what}; ${choices}${didYouMeanText(written, names)}` };
}
