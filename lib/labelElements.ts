/**
 * The elements that hold a label rather than prose: headings, buttons and button-styled links,
 * disclosures and tabs, chips, badges and tags, and the bold lines that title a card. Their lines
 * break only between words (lib/unbreakableRuns.ts). Given once, as data, so the build's pass over
 * the HTML (renderer/keepWordsTogether.ts) and the browser's probe (its CSS selector) pick the same elements.
 */

const TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'button', 'summary'];
/** An attribute and the value it must have (any value when undefined). */
const ATTRIBUTES: [string, string | undefined][] = [['role', 'tab'], ['data-slot', undefined]];
/**
 * Parts a class attribute holds, all of one group: a pill is a chip, a badge or a status
 * (`rounded-full`); a rounded inline box is a button-styled link or a tag (`inline-flex rounded-xl`,
 * `rounded-lg px-2.5 text-xs`); bold type titles a card, a schedule line or a person.
 */
const CLASS_PARTS = [['rounded-full'], ['inline-flex', 'rounded'], ['rounded', 'px-', 'text-xs'], ['font-bold'], ['font-semibold'], ['font-extrabold']];

/** The same elements as a CSS selector, for the browser. */
export const LABEL_SELECTOR = [
  ...TAGS,
  ...ATTRIBUTES.map(([name, value]) => (value === undefined ? `[${name}]` : `[${name}="${value}"]`)),
  ...CLASS_PARTS.map((parts) => parts.map((part) => `[class*="${part}"]`).join('')),
].join(', ');

/** Whether an element of tag `tag`, whose attributes `attribute` reads, holds a label. */
export function isLabelElement(tag: string, attribute: (name: string) => string | undefined): boolean {
  if (TAGS.includes(tag)) return true;
  if (ATTRIBUTES.some(([name, value]) => (value === undefined ? attribute(name) !== undefined : attribute(name) === value))) return true;
  const classes = attribute('class') ?? '';
  return CLASS_PARTS.some((parts) => parts.every((part) => classes.includes(part)));
}
