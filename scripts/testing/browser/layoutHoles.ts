/**
 * Holes in a page's layout a visitor would notice at any width, measured inside the page: a row of
 * cards that leaves empty columns at one side (five cards as three and two, the two at the left), a
 * lone card narrow beside empty columns, rows of unequal length where a column count dividing the
 * cards would fill every row (four as three and one), a cell or list drawn with nothing in it, and
 * an empty stretch of page taller than MAX_EMPTY_STRETCH. probeLayout (layoutProbes.ts) reports
 * these with its own findings.
 *
 * A row of cards is any grid of equal columns (a card grid, an info table) and any wrapping flex
 * row whose items are all cards (painted boxes of one width): chips and buttons that wrap like
 * words are left alone. A row is whole when it spans its container or sits in its middle.
 */
import type { Page } from 'playwright-core';

/** The tallest stretch of page with nothing drawn in it: one band's padding, not two. */
export const MAX_EMPTY_STRETCH = 96;

/** Every hole in the page's current state, as readable findings; empty when there is none. */
export function probeHoles(page: Page): Promise<string[]> {
  return page.evaluate(({ maxStretch }) => {
    const findings: string[] = [];
    // Nothing moves while the probe measures: each element's style and box are read once.
    const memo = <T,>(read: (element: Element) => T) => {
      const known = new Map<Element, T>();
      return (element: Element): T => {
        if (!known.has(element)) known.set(element, read(element));
        return known.get(element)!;
      };
    };
    const styleOf = memo((element) => getComputedStyle(element));
    const boxOf = memo((element) => element.getBoundingClientRect());
    const describe = (element: Element): string => {
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      const classes = typeof element.className === 'string' ? element.className.split(/\s+/).filter(Boolean).slice(0, 6).join('.') : '';
      return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> "${text}"`;
    };
    const isScreenReaderOnly: (element: Element) => boolean = memo((element) => {
      if (element === document.body) return false;
      const style = styleOf(element);
      const box = boxOf(element);
      const clipped = style.clipPath.startsWith('inset(50%') || style.clip.startsWith('rect(0') || box.width <= 1 && box.height <= 1;
      return style.position === 'absolute' && clipped || (element.parentElement ? isScreenReaderOnly(element.parentElement) : false);
    });
    const isVisible = memo((element) => {
      const box = boxOf(element);
      return box.width > 0 && box.height > 0 && element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) && !isScreenReaderOnly(element);
    });
    const isClear = (color: string) => color === 'transparent' || /^rgba\(.*,\s*0\)$/.test(color) || /\/\s*0\)$/.test(color);
    /** Whether the element paints a box of its own: a border, a shadow (Tailwind's rings too) or a background. */
    const isPainted = memo((element) => {
      const style = styleOf(element);
      const bordered = (['Top', 'Right', 'Bottom', 'Left'] as const)
        .some((side) => parseFloat(style[`border${side}Width`]) > 0 && !isClear(style[`border${side}Color`]));
      return bordered || style.boxShadow !== 'none' || !isClear(style.backgroundColor) || style.backgroundImage !== 'none';
    });
    /** A card: an item that paints a box, or holds one as its only element (`<li><figure class="card">`). */
    const isCard = (item: Element): boolean => {
      const box = boxOf(item);
      if (box.width < 80 || box.height < 56) return false;
      for (let current: Element | null = item; current; current = current.children.length === 1 ? current.children[0]! : null) {
        if (isPainted(current)) return true;
      }
      return false;
    };
    const inFlow = (element: Element) => !['absolute', 'fixed'].includes(styleOf(element).position);
    const hasContent = (element: Element) => (element.textContent ?? '').trim() !== ''
      || element.querySelector('img, svg, picture, video, iframe, canvas, input, select, textarea, button, [role=img]') !== null;

    // Rows of cards.
    const blanks = new Set<Element>();
    const root = document.querySelector('main') ?? document.body;
    // What has no box (in a closed disclosure, a hidden tab) is left out before its style is read.
    const everything = [...root.querySelectorAll('*')].filter((element) => boxOf(element).width > 0 && boxOf(element).height > 0);
    for (const container of everything) {
      const style = styleOf(container);
      const grid = style.display === 'grid' || style.display === 'inline-grid';
      const wrappingRow = (style.display === 'flex' || style.display === 'inline-flex') && style.flexWrap === 'wrap' && style.flexDirection === 'row';
      if (!grid && !wrappingRow || !isVisible(container)) continue;
      const items = [...container.children].filter((child) => inFlow(child) && isVisible(child));
      if (items.length === 0) continue;
      const tracks = grid ? style.gridTemplateColumns.split(' ').filter((track) => /^[\d.]+px$/.test(track)).map(parseFloat) : [];
      const cards = items.every(isCard);
      const widths = items.map((item) => boxOf(item).width);
      if (grid) {
        // A grid of unequal columns places unlike things side by side (a label and its value), not a row of like ones.
        if (tracks.length < 2 || Math.max(...tracks) - Math.min(...tracks) > 1) continue;
      } else if (!cards || Math.max(...widths) - Math.min(...widths) > 2) {
        continue;
      }
      const blank = items.find((item) => isCard(item) && !hasContent(item));
      if (blank) {
        blanks.add(blank);
        findings.push(`empty cell drawn: ${describe(blank)} in ${describe(container)}`);
      }
      const box = boxOf(container);
      const inner = { left: box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft), right: box.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight) };
      const width = inner.right - inner.left;
      const rows = new Map<number, Element[]>();
      for (const item of items) {
        const top = Math.round(boxOf(item).top);
        const row = [...rows.keys()].find((key) => Math.abs(key - top) <= 2) ?? top;
        rows.set(row, [...rows.get(row) ?? [], item]);
      }
      const counts = [...rows.values()].map((row) => row.length);
      const columns = grid ? tracks.length : Math.max(...counts);
      if (items.length === 1) {
        if (widths[0]! < width * 0.55) findings.push(`lone card narrow in its row: ${describe(items[0]!)} is ${Math.round(widths[0]!)} px of ${Math.round(width)}`);
        continue;
      }
      // Rows of unequal length where a column count dividing the cards would fill each (4 cards as 3 + 1, not 2 + 2).
      const even = Array.from({ length: counts[0]! - 1 }, (_, index) => index + 2).filter((divisor) => items.length % divisor === 0);
      if (cards && rows.size > 1 && counts.at(-1)! < counts[0]! && even.length > 0) {
        findings.push(`${items.length} cards in rows of ${counts.join(' + ')}, where ${even.at(-1)} a row would fill every row: ${describe(container)}`);
        continue;
      }
      for (const row of rows.values()) {
        const left = Math.min(...row.map((item) => boxOf(item).left)) - inner.left;
        const right = inner.right - Math.max(...row.map((item) => boxOf(item).right));
        if (Math.abs(left - right) > 4) {
          findings.push(`row of ${row.length} of ${columns} ${cards ? 'cards' : 'cells'} leaves ${Math.round(Math.max(left, right))} px empty at its ${left > right ? 'left' : 'right'}: ${describe(container)}`);
          break;
        }
      }
    }

    // Cells and lists drawn with nothing in them.
    for (const element of root.querySelectorAll('dd, dt, td, th, li, ul, ol, dl')) {
      if (!blanks.has(element) && isVisible(element) && !hasContent(element)) findings.push(`empty ${element.tagName.toLowerCase()} drawn: ${describe(element.parentElement ?? element)}`);
    }

    // Empty stretches: what is drawn down the page (text, pictures, controls, the edges of painted
    // boxes whose colour differs from what they sit on), and the gaps between.
    /** A stretch of page something is drawn on, and what, told only when it borders a finding. */
    type Drawn = { top: number; bottom: number; what: () => string };
    /** The stretch of page an element's clipping ancestors let its children show on (a glow poking out of a rounded card is cut off). */
    const clipOf: (element: Element) => { top: number; bottom: number } = memo((element) => {
      const outer = element.parentElement && element !== document.body ? clipOf(element.parentElement) : { top: -Infinity, bottom: Infinity };
      const style = styleOf(element);
      if (style.overflowY === 'visible' && style.overflowX === 'visible') return outer;
      const box = boxOf(element);
      return { top: Math.max(outer.top, box.top), bottom: Math.min(outer.bottom, box.bottom) };
    });
    const shown = (element: Element, box: { top: number; bottom: number }): { top: number; bottom: number } | undefined => {
      const clip = element.parentElement ? clipOf(element.parentElement) : { top: -Infinity, bottom: Infinity };
      const top = Math.max(box.top, clip.top);
      const bottom = Math.min(box.bottom, clip.bottom);
      return bottom > top ? { top, bottom } : undefined;
    };
    // What is pinned to the window (a register bar, a sticky tab row) or floats above the page (a dialog) has no place in its flow.
    const isPinned: (element: Element | null) => boolean = (element) => element !== null && element !== root && pinned(element);
    const pinned = memo((element) => element.tagName === 'DIALOG' || ['fixed', 'sticky'].includes(styleOf(element).position) || isPinned(element.parentElement));
    /** The paint an element sits on: its nearest painted ancestor's, or the white canvas. */
    const paintOf = (element: Element) => `${styleOf(element).backgroundColor} ${styleOf(element).backgroundImage}`;
    const backgroundOf: (element: Element) => string = memo((element) => {
      const style = styleOf(element);
      if (!isClear(style.backgroundColor) || style.backgroundImage !== 'none') return paintOf(element);
      return element.parentElement ? backgroundOf(element.parentElement) : 'rgb(255, 255, 255) none';
    });
    const drawn: Drawn[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, { acceptNode: (node) => ((node as Text).data.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT) });
    const range = document.createRange();
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, template, noscript') || isPinned(parent) || !isVisible(parent)) continue;
      range.selectNodeContents(node);
      // A line is as tall as its line box, not its glyphs: the leading is the text's, not empty page.
      const lineHeight = parseFloat(styleOf(parent).lineHeight);
      const text = node.data;
      for (const line of range.getClientRects()) {
        if (line.width === 0 || line.height === 0) continue;
        const leading = Number.isNaN(lineHeight) ? 0 : Math.max(0, (lineHeight - line.height) / 2);
        drawn.push({ top: line.top - leading, bottom: line.bottom + leading, what: () => `"${text.trim().slice(0, 30)}"` });
      }
    }
    for (const element of root.querySelectorAll('img, svg, video, iframe, canvas, input, select, textarea, hr, [role=img]')) {
      if (element.parentElement?.closest('svg') || isPinned(element) || !isVisible(element)) continue;
      const rect = shown(element, boxOf(element));
      if (rect) drawn.push({ ...rect, what: () => describe(element) });
    }
    for (const element of everything) {
      if (!isPainted(element) || isPinned(element) || !isVisible(element)) continue;
      const style = styleOf(element);
      const edgesShow = style.boxShadow !== 'none' || parseFloat(style.borderTopWidth) > 0 || parseFloat(style.borderBottomWidth) > 0
        || paintOf(element) !== (element.parentElement ? backgroundOf(element.parentElement) : '');
      if (!edgesShow) continue;
      const rect = boxOf(element);
      for (const [edge, where] of [[rect.top, 'top'], [rect.bottom - 1, 'bottom']] as const) {
        const line = shown(element, { top: edge, bottom: edge + 1 });
        if (line) drawn.push({ ...line, what: () => `${where} of ${describe(element)}` });
      }
    }
    // The page from the top of its content (<main> pads itself below a fixed header) to its footer.
    const footer = document.querySelector('body > footer');
    const mainBox = boxOf(root);
    const start = mainBox.top + parseFloat(styleOf(root).paddingTop);
    const end = footer ? boxOf(footer).top : mainBox.bottom;
    drawn.push({ top: start - 1, bottom: start, what: () => 'the top of the page' }, { top: end, bottom: end + 1, what: () => (footer ? 'the footer' : 'the end of the page') });
    drawn.sort((a, b) => a.top - b.top);
    let reach = drawn[0]!;
    for (const next of drawn.slice(1)) {
      if (next.top >= end + 1) break;
      const gap = next.top - reach.bottom;
      if (gap > maxStretch + 0.5 && reach.bottom >= start - 1) findings.push(`empty stretch of ${Math.round(gap)} px between ${reach.what()} and ${next.what()}`);
      if (next.bottom > reach.bottom) reach = next;
    }
    return findings;
  }, { maxStretch: MAX_EMPTY_STRETCH });
}
