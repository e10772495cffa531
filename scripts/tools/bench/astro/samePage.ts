/**
 * What two generators' builds of the same page must both show (`npm run bench -- --compare astro`
 * checks two pages before timing anything): the headings, the table's cells, the tab labels and the
 * text of each panel, and every fact of the page's frontmatter written out. Read from the text of
 * `<main>` without whitespace, not the markup, which differs between the generators.
 */
import type { Element } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';

export interface PageShown {
  headings: string[];
  table: string[];
  tabs: string[];
  panels: string[];
  /** The text of the whole main element, for the facts. */
  text: string;
}

/** An element's text without whitespace: the generators space their markup differently, and only the words count. */
const text = (element: Element) => squeeze(toString(element));
const squeeze = (value: string) => value.replace(/\s+/g, '');

export function pageShown(html: string): PageShown {
  const main = select('main', fromHtml(html));
  if (!main) return { headings: [], table: [], tabs: [], panels: [], text: '' };
  return {
    headings: selectAll('h1, h2, h3', main).map(text),
    table: selectAll('th, td', main).map(text),
    tabs: selectAll('[role="tab"]', main).map(text),
    panels: selectAll('[role="tabpanel"]', main).map(text),
    text: text(main),
  };
}

/** What differs between the two builds of a page, as lines to print (none when they agree). */
export function differences(ours: PageShown, theirs: PageShown, facts: string[]): string[] {
  const lines: string[] = [];
  for (const part of ['headings', 'table', 'tabs', 'panels'] as const) {
    if (JSON.stringify(ours[part]) !== JSON.stringify(theirs[part])) lines.push(`${part}: ours ${JSON.stringify(ours[part])}, theirs ${JSON.stringify(theirs[part])}`);
  }
  for (const fact of facts) {
    for (const [who, shown] of [['ours', ours], ['theirs', theirs]] as const) {
      if (!shown.text.includes(squeeze(fact))) lines.push(`fact ${JSON.stringify(fact)} missing from ${who}`);
    }
  }
  return lines;
}
