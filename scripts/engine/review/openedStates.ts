/**
 * The opened states a change reaches: text that is new in a page's HTML but sits, as the page
 * first shows, behind a closed `<details>` (a card, an accordion), an inactive tab panel or a
 * `<dialog>`. A full-page screenshot never shows it, so the review opens each such state and
 * screenshots it too. Read from the parsed HTML of both revisions, not from the pixels.
 */
import { parse, type DefaultTreeAdapterTypes } from 'parse5';

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.ParentNode;
type Element = DefaultTreeAdapterTypes.Element;

/** A state a visitor opens: the `index`-th element of its kind in the page, in document order. */
export interface OpenedState {
  kind: 'details' | 'tab' | 'dialog';
  /** Its position among the page's `<details>`, tab panels or dialogs. */
  index: number;
  /** What a reviewer reads to know which it is: the summary, the tab's heading or the dialog's name. */
  label: string;
  /** The closed states around it, outermost first, opened before it (a card in another tab). */
  within: Omit<OpenedState, 'within'>[];
}

/** Content that is not part of the page's reading: scripts, JSON-LD, styles and templates. */
const UNREAD = new Set(['script', 'style', 'template', 'noscript', 'head']);
const SELECTORS: Record<OpenedState['kind'], (element: Element) => boolean> = {
  details: (element) => element.tagName === 'details',
  tab: (element) => attributeOf(element, 'role') === 'tabpanel',
  dialog: (element) => element.tagName === 'dialog',
};

/** Every closed state of `afterHtml` holding text that `beforeHtml` does not have, once each: the innermost around the text, with those it sits in. */
export function listOpenedStates(beforeHtml: string, afterHtml: string): OpenedState[] {
  const known = new Set(readTexts(parse(beforeHtml)).map(({ text }) => text));
  const states = new Map<string, OpenedState>();
  const counters = { details: 0, tab: 0, dialog: 0 };
  const indexOf = new Map<Element, OpenedState>();
  const after = parse(afterHtml);
  walk(after, (element) => {
    for (const kind of Object.keys(SELECTORS) as OpenedState['kind'][]) {
      if (SELECTORS[kind](element)) indexOf.set(element, { kind, index: counters[kind]++, label: labelOf(kind, element), within: [] });
    }
  });
  for (const { text, closedBy } of readTexts(after, indexOf)) {
    const state = closedBy.at(-1);
    if (known.has(text) || state === undefined) continue;
    states.set(closedBy.map(({ kind, index }) => `${kind}:${index}`).join('>'), { ...state, within: closedBy.slice(0, -1).map(({ within: _, ...outer }) => outer) });
  }
  return [...states.values()];
}

/** Each text of the page, whitespace folded, with the closed states around it, outermost first. */
function readTexts(document: Node, states = new Map<Element, OpenedState>()): { text: string; closedBy: OpenedState[] }[] {
  const texts: { text: string; closedBy: OpenedState[] }[] = [];
  const visit = (node: Node, closedBy: OpenedState[]) => {
    if (node.nodeName === '#text' && 'value' in node) {
      const text = node.value.replace(/\s+/g, ' ').trim();
      if (text) texts.push({ text, closedBy });
      return;
    }
    if (!('childNodes' in node)) return;
    if ('tagName' in node && UNREAD.has(node.tagName)) return;
    const state = 'tagName' in node ? states.get(node) : undefined;
    const inside = state && 'tagName' in node && isClosed(state.kind, node) ? [...closedBy, state] : closedBy;
    for (const child of node.childNodes) visit(child, inside);
  };
  visit(document, []);
  return texts;
}

function isClosed(kind: OpenedState['kind'], element: Element): boolean {
  if (kind === 'details' || kind === 'dialog') return attributeOf(element, 'open') === undefined;
  return attributeOf(element, 'data-active') === undefined;
}

const isHeading = (element: Element) => /^h[1-6]$/.test(element.tagName);

function labelOf(kind: OpenedState['kind'], element: Element): string {
  if (kind === 'dialog') return attributeOf(element, 'aria-label') ?? 'dialog';
  if (kind === 'tab') return foldedText(findElement(element, isHeading)) || kind;
  // A card's summary says "Details": its title is the heading of the card around it.
  let card: Node | null = element.parentNode;
  while (card && 'tagName' in card && card.tagName !== 'body' && !findElement(card, isHeading)) card = card.parentNode;
  const title = card && 'tagName' in card && card.tagName !== 'body' ? foldedText(findElement(card, isHeading)) : '';
  return title || foldedText(findElement(element, (child) => child.tagName === 'summary')) || kind;
}

function foldedText(node: Node | undefined): string {
  return node ? textOf(node).replace(/\s+/g, ' ').trim() : '';
}

function walk(node: Node, onElement: (element: Element) => void): void {
  if ('tagName' in node) onElement(node);
  if ('childNodes' in node) for (const child of node.childNodes) walk(child, onElement);
}

function findElement(node: Node, test: (element: Element) => boolean): Element | undefined {
  let found: Element | undefined;
  walk(node, (element) => {
    if (!found && element !== node && test(element)) found = element;
  });
  return found;
}

function textOf(node: Node): string {
  if (node.nodeName === '#text' && 'value' in node) return node.value;
  // Elements side by side read as separate words ("Chi tiết" "Thu gọn"), as a screen reader reads them.
  return 'childNodes' in node ? node.childNodes.map((child) => ('tagName' in child ? ` ${textOf(child)} ` : textOf(child))).join('') : '';
}

function attributeOf(element: Element, name: string): string | undefined {
  return element.attrs.find((attribute) => attribute.name === name)?.value;
}
