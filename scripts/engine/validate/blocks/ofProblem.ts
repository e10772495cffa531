/**
 * `of="…"` names a list on the page: a list of `cards`, a group of `actions`, a list of `people` (an event's
 * speakers or guests), or (`countable`) a list
 * lib/countOf.ts can count. A name the page does not have gets the names it has, and a "did you mean".
 */
import type { BlockSpec } from './blockSpec.ts';
import type { PageFrontmatter } from '../../../../content/schema.ts';
import { countOf } from '../../../../lib/countOf.ts';
import type { Problem } from '../../core/problem.ts';
import { didYouMeanText } from '../../../../lib/didYouMean.ts';
import type { BlockUse } from './blockUse.ts';
import { attributeNamed, readProps } from './readProps.ts';

export function ofProblem({ page, element, spec }: BlockUse): Problem | undefined {
  const attribute = attributeNamed(element, 'of');
  const written = readProps(element).values.of;
  if (!page.frontmatter || !spec.of || !attribute || typeof written !== 'string') return undefined;
  const names = namesFor(spec.of, page.frontmatter);
  if (names.includes(written)) return undefined;
  const what = { cards: `danh sách thẻ "${written}" trong cards`, actions: `nhóm nút "${written}" trong actions`, countable: `danh sách "${written}" để đếm`, people: `danh sách người "${written}" trong frontmatter` }[spec.of];
  const choices = names.length > 0 ? `dùng một trong: ${names.join(', ')}` : `trang chưa có danh sách nào như vậy`;
  return { file: page.file, ...attribute.at, rule: 'prop', field: `${element.name}.of`, severity: 'error',
    message: `trang không có ${what}; ${choices}${didYouMeanText(written, names)}` };
}

/** The names `of` may take on this page. */
export function namesFor(of: NonNullable<BlockSpec['of']>, frontmatter: PageFrontmatter): string[] {
  const cards = Object.keys(('cards' in frontmatter && frontmatter.cards) || {});
  if (of === 'cards') return cards;
  if (of === 'actions') return Object.keys(('actions' in frontmatter && frontmatter.actions) || {});
  if (of === 'people') return ['speakers', 'guests'].filter((name) => name in frontmatter && (frontmatter as Record<string, unknown>)[name] !== undefined);
  return ['curriculum', 'exercises', 'instructors', ...cards].filter((name) => countOf(frontmatter, name) !== undefined);
}
