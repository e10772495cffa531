/**
 * Lines that break like Vietnamese, measured in the page: in every shown heading, chip, button and
 * card title (lib/labelElements.ts), no line ends inside a run lib/unbreakableRuns.ts finds (a word
 * of several syllables, a time range, a number and its unit, an id like 1-1, a person's name), and
 * every heading balances its lines. Run from the all-states layout check (layoutStates.ts) on every
 * route at 360, 390 and 768 px.
 *
 * The runs are found in the text as the page was written, before the build's pass wrapped them
 * (renderer/keepWordsTogether.ts): its spans are read through, so the probe finds the same runs with
 * the pass or without it, and a run that breaks is a finding either way. A break is a run whose
 * characters' boxes (Range rects) sit on two lines.
 */
import type { Page } from 'playwright-core';
import { LABEL_SELECTOR } from '../../../lib/labelElements.ts';
import { peopleNames } from '../../../lib/peopleNames.ts';
import { unbreakableRuns } from '../../../lib/unbreakableRuns.ts';
import { vietnameseWords } from '../../../lib/vietnameseWords.ts';
import { KEEP_TEXT, KEEP_WHOLE } from '../../../renderer/keepWordsTogether.ts';
import { listContentPages, readSiteData } from '../content.ts';

/** Where the page keeps its texts between the two visits of the probe. */
const STORE = '__breakProbeTexts';

/** Every finding on the page as it is now, for the route's people (its speakers, guests, testimonials' authors and the instructors). */
export async function probeBreaks(page: Page, route: string): Promise<string[]> {
  const names = peopleNames(listContentPages().find((content) => content.route === route)?.frontmatter, readSiteData().instructors);
  const texts = await page.evaluate(({ selector, passClasses, store }) => {
    const skipped = 'script, style, template, noscript, svg, math, code, pre, kbd, samp, textarea, select, option';
    // The pass's spans: a text with runs in it, and a run kept on one line.
    const isPassSpan = (node: Node): node is HTMLSpanElement => node instanceof HTMLSpanElement && node.attributes.length === 1 && passClasses.includes(node.className);
    const shown = (element: Element) => element.checkVisibility({ checkVisibilityCSS: true }) && element.getBoundingClientRect().width > 1;
    const found: { owner: Element; nodes: Text[] }[] = [];
    const walk = (element: Element) => {
      let nodes: Text[] = [];
      const close = () => {
        if (nodes.length > 0) found.push({ owner: element, nodes });
        nodes = [];
      };
      const gather = (parent: Node) => {
        for (const child of parent.childNodes) {
          if (child instanceof Text) nodes.push(child);
          else if (isPassSpan(child)) gather(child);
          else if (child instanceof Element) {
            close();
            if (!child.matches(skipped)) walk(child);
          }
        }
      };
      gather(element);
      close();
    };
    for (const label of document.body.querySelectorAll(selector)) {
      if (!label.parentElement?.closest(selector) && !label.closest(skipped)) walk(label);
    }
    const texts = found.filter(({ owner }) => shown(owner));
    Reflect.set(window, store, texts);
    return texts.map(({ nodes }) => nodes.map((node) => node.data).join(''));
  }, { selector: LABEL_SELECTOR, passClasses: [KEEP_TEXT, KEEP_WHOLE], store: STORE });

  const words = vietnameseWords();
  const runs = texts.map((text) => unbreakableRuns(text, words, names).map(({ start, end }) => [start, end] as const));

  return page.evaluate(({ runs, store }) => {
    const texts = Reflect.get(window, store) as { owner: Element; nodes: Text[] }[];
    Reflect.deleteProperty(window, store);
    const findings: string[] = [];
    const describe = (element: Element) => `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50)}"`;
    /** The text node and offset of a character of the text. */
    const place = (nodes: Text[], offset: number): [Text, number] => {
      let before = 0;
      for (const node of nodes) {
        if (offset <= before + node.length) return [node, offset - before];
        before += node.length;
      }
      return [nodes.at(-1)!, nodes.at(-1)!.length];
    };
    const range = document.createRange();
    texts.forEach(({ owner, nodes }, index) => {
      for (const [start, end] of runs[index]!) {
        range.setStart(...place(nodes, start));
        range.setEnd(...place(nodes, end));
        const boxes = [...range.getClientRects()].filter((box) => box.width > 0 && box.height > 0);
        // Two lines: a box that starts below where another ends.
        if (boxes.some((box) => boxes.some((other) => box.top >= other.bottom - 1))) {
          findings.push(`line breaks inside "${range.toString()}" in ${describe(owner)}`);
        }
      }
    });
    for (const heading of document.body.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
      if (heading.checkVisibility() && getComputedStyle(heading).textWrapStyle !== 'balance') findings.push(`heading does not balance its lines: ${describe(heading)}`);
    }
    return findings;
  }, { runs, store: STORE });
}
