/**
 * Every id a page will carry, where it comes from: ids blocks declare from their props (`<Section
 * id>`, `<Tab>`'s `tab-…`, PageHero's `top`), `id` on HTML elements, the ids rehype-slug gives Markdown
 * headings, and those the site's frontmatter gives (its definition's `frontmatterIds`). A block whose
 * props are invalid declares none here: its props are reported already.
 */
import type { BlockSpec } from './blockSpec.ts';
import type { PageIdSource } from '../pageIdSource.ts';
import type { BlockPage } from './blockPage.ts';
import { attributeNamed, readProps } from './readProps.ts';
import { isBlockName } from './unknownBlock.ts';

export type { PageIdSource } from '../pageIdSource.ts';

export function listPageIds(page: BlockPage, specs: Readonly<Record<string, BlockSpec>>, fromFrontmatter: readonly PageIdSource[] = []): PageIdSource[] {
  const sources: PageIdSource[] = [...fromFrontmatter];
  for (const element of page.outline.elements) {
    const { name } = element;
    if (name === undefined) continue;
    const idAttribute = attributeNamed(element, 'id');
    const typedId = idAttribute?.value.kind === 'text' ? idAttribute.value.value : undefined;
    const place = { at: idAttribute?.at ?? element.at, field: idAttribute ? `${name}.id` : name, label: `<${name}>` };
    if (!isBlockName(name)) {
      if (typedId !== undefined) sources.push({ ...place, ids: [typedId], typed: true });
      continue;
    }
    const spec = specs[name];
    const { values, unreadable } = readProps(element);
    const props = spec?.ids && unreadable.length === 0 ? spec.props.safeParse(values) : undefined;
    if (!spec?.ids || !props?.success) continue;
    const ids = spec.ids(props.data);
    sources.push({ ...place, ids, typed: ids.length === 1 && ids[0] === typedId });
  }
  for (const heading of page.outline.headings) {
    sources.push({ ids: [heading.id], at: heading.at, label: `tiêu đề "${heading.text.trim()}"`, typed: false });
  }
  return sources.sort((a, b) => a.at.line - b.at.line || a.at.column - b.at.column);
}
