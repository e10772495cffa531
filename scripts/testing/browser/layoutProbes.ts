/**
 * Layout measurements a phone visitor would notice, taken inside the page: the page
 * scrolling sideways, text cut off by its box or spilling out of its button, a word split
 * across lines, controls too small to tap, targets hidden under the fixed header, and holes in the
 * layout (layoutHoles.ts).
 * Each returns readable findings, empty when all is well.
 *
 * Text is measured by its own line boxes (Range rects), not by scrollWidth: a decorative glow
 * or a ticket notch poking out of a rounded, overflow-hidden card is clipped on purpose,
 * while a word cut off by the same card is a defect.
 */
import type { Page } from 'playwright-core';
import { probeHoles } from './layoutHoles.ts';

/** The smallest tap target any control may have (WCAG 2.5.8). */
export const MIN_TARGET = 24;
/** The height of a button, a tab or a button-styled link (WCAG 2.5.5, Apple and Android guidance). */
export const MIN_BUTTON_HEIGHT = 44;

/** Every finding in the page's current state, with the holes in its layout (layoutHoles.ts). */
export async function probeLayout(page: Page): Promise<string[]> {
  return [...await probeFit(page), ...await probeHoles(page)];
}

/** What does not fit: sideways scrolling, clipped or spilling text, split words, small targets. */
function probeFit(page: Page): Promise<string[]> {
  return page.evaluate(({ minTarget, minButton }) => {
    const findings: string[] = [];
    const styles = new Map<Element, CSSStyleDeclaration>();
    const styleOf = (element: Element) => {
      let style = styles.get(element);
      if (!style) styles.set(element, style = getComputedStyle(element));
      return style;
    };
    const describe = (element: Element): string => {
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      const classes = typeof element.className === 'string' ? element.className.split(/\s+/).filter(Boolean).slice(0, 6).join('.') : '';
      return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> "${text}"`;
    };
    // Screen-reader-only text (Tailwind's sr-only, also applied by state: `max-sm:sr-only`) is clipped to 1 px on purpose.
    const hiddenForSight = new Map<Element, boolean>();
    const isScreenReaderOnly = (element: Element): boolean => {
      let hidden = hiddenForSight.get(element);
      if (hidden === undefined) {
        const style = styleOf(element);
        const box = element.getBoundingClientRect();
        const clipped = style.clipPath.startsWith('inset(50%') || style.clip.startsWith('rect(0') || box.width <= 1 && box.height <= 1;
        hidden = style.position === 'absolute' && clipped || (element.parentElement ? isScreenReaderOnly(element.parentElement) : false);
        hiddenForSight.set(element, hidden);
      }
      return hidden;
    };
    const isVisible = (element: Element): boolean => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) return false;
      return element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) && !isScreenReaderOnly(element);
    };
    const clips = (value: string) => value === 'hidden' || value === 'clip';
    /** The nearest ancestor (or the element) that clips or scrolls what overflows it; body and html scroll the page. */
    const overflowBox = (element: Element): Element | undefined => {
      for (let current: Element | null = element; current && current !== document.body; current = current.parentElement) {
        const style = styleOf(current);
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible') return current;
      }
      return undefined;
    };
    const isLinkInText = (control: Element) =>
      control.tagName === 'A' && control.closest('p, li, td, th, dd, figcaption, blockquote') !== null && !/\b(rounded|btn|inline-flex)\b/.test(control.className);

    /** What a tap lands on: a stretched link's absolute ::after covers its positioned card. */
    const targetBox = (control: HTMLElement): DOMRect => {
      const cover = getComputedStyle(control, '::after');
      const stretched = cover.content !== 'none' && cover.position === 'absolute' && control.offsetParent;
      return (stretched ? control.offsetParent : control).getBoundingClientRect();
    };

    const root = document.documentElement;
    const viewportWidth = root.clientWidth;
    if (root.scrollWidth > viewportWidth) {
      // The outermost elements sticking out past the viewport that no scrolling or clipping box holds in.
      const heldIn = (element: Element) => {
        for (let current = element.parentElement; current && current !== document.body; current = current.parentElement) {
          if (styleOf(current).overflowX !== 'visible' && current.getBoundingClientRect().right <= viewportWidth + 1) return true;
        }
        return false;
      };
      const wide = [...document.body.querySelectorAll('*')]
        .filter((element) => isVisible(element) && element.getBoundingClientRect().right > viewportWidth + 1 && !heldIn(element))
        .filter((element) => !element.parentElement || element.parentElement.getBoundingClientRect().right <= viewportWidth + 1).slice(0, 3);
      findings.push(`page scrolls sideways: scrollWidth ${root.scrollWidth} > ${viewportWidth}; widest: ${wide.map((element) => `${describe(element)} right ${Math.round(element.getBoundingClientRect().right)}`).join('; ')}`);
    }

    const reported = new Set<Element>();
    const report = (element: Element, finding: string) => {
      if (reported.has(element)) return;
      reported.add(element);
      findings.push(finding);
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, { acceptNode: (node) => ((node as Text).data.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT) });
    const range = document.createRange();
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const parent = node.parentElement;
      if (!parent || parent.closest('svg, script, style, template, noscript') || !isVisible(parent)) continue;
      range.selectNodeContents(node);
      const lines = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
      if (lines.length === 0) continue;

      const container = overflowBox(parent);
      if (container && !reported.has(container)) {
        const style = styleOf(container);
        // A line clamp ends its text with an ellipsis on purpose.
        if (style.webkitLineClamp === 'none') {
          const box = container.getBoundingClientRect();
          const inner = {
            left: box.left + parseFloat(style.borderLeftWidth), right: box.right - parseFloat(style.borderRightWidth),
            top: box.top + parseFloat(style.borderTopWidth), bottom: box.bottom - parseFloat(style.borderBottomWidth),
          };
          const ellipsis = style.textOverflow === 'ellipsis' && container.scrollWidth > container.clientWidth + 1;
          if ((clips(style.overflowX) && lines.some((line) => line.left < inner.left - 1 || line.right > inner.right + 1)) || ellipsis) {
            report(container, `text clipped sideways: ${describe(container)} cuts off "${node.data.trim().slice(0, 40)}"`);
          } else if (clips(style.overflowY) && lines.some((line) => line.top < inner.top - 1 || line.bottom > inner.bottom + 1)) {
            report(container, `text clipped below: ${describe(container)} cuts off "${node.data.trim().slice(0, 40)}"`);
          }
        }
      }

      const control = parent.closest('a[href], button, summary, [role=tab]');
      if (control && !reported.has(control) && !isLinkInText(control)) {
        const box = control.getBoundingClientRect();
        if (lines.some((line) => line.left < box.left - 1 || line.right > box.right + 1 || line.top < box.top - 1 || line.bottom > box.bottom + 1)) {
          report(control, `text spills out of its control: ${describe(control)} ${Math.round(box.width)}×${Math.round(box.height)}`);
        }
      }

      // Where the text may break anywhere, a word of letters must still stay whole (a bank's name, not its account number).
      const style = styleOf(parent);
      if (style.wordBreak === 'break-all' || style.overflowWrap === 'anywhere' || style.overflowWrap === 'break-word') {
        for (const match of node.data.matchAll(/\S+/g)) {
          // "--nginx" may break after its dashes, "(EXAMPLEBANK)" after its bracket: only the letters must stay together.
          const start = match.index + (/^[^\p{L}]*/u.exec(match[0])?.[0].length ?? 0);
          const word = node.data.slice(start, match.index + match[0].length).replace(/[^\p{L}\p{M}]+$/u, '');
          if (!/^[\p{L}\p{M}]{2,}$/u.test(word)) continue;
          range.setStart(node, start);
          range.setEnd(node, start + word.length);
          const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
          if (tops.size > 1) findings.push(`word split across lines: "${word}" in ${describe(parent)}`);
        }
      }
    }

    const controls = document.body.querySelectorAll<HTMLElement>('a[href], button, summary, input:not([type=hidden]), select, textarea, [role=tab]');
    for (const control of controls) {
      if (!isVisible(control) || isLinkInText(control)) continue;
      const box = targetBox(control);
      if (box.width < minTarget - 0.5 || box.height < minTarget - 0.5) findings.push(`control smaller than ${minTarget}×${minTarget}: ${describe(control)} ${Math.round(box.width)}×${Math.round(box.height)}`);
      const buttonLike = control.tagName === 'BUTTON' || control.getAttribute('role') === 'tab'
        || control.tagName === 'A' && /\brounded-(lg|xl|2xl|full)\b/.test(control.className) && /\b(px-|bg-)/.test(control.className);
      if (buttonLike && box.height < minButton - 0.5) findings.push(`button shorter than ${minButton} px: ${describe(control)} ${Math.round(box.width)}×${Math.round(box.height)}`);
    }
    return findings;
  }, { minTarget: MIN_TARGET, minButton: MIN_BUTTON_HEIGHT });
}

/** Ids in the page a link could jump to, from the page's own `#…` links. */
export function hashTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => [...new Set([...document.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')].map((link) => decodeURIComponent(link.hash.slice(1))))]
    .filter((id) => id && document.getElementById(id)?.checkVisibility()));
}

/**
 * Jumps to `#id` as a link would, and says whether the fixed header then covers the target's
 * content (its top inside its padding: `<main>` pads itself below the bar).
 */
export async function probeHashTarget(page: Page, id: string): Promise<string | undefined> {
  return page.evaluate(async (target) => {
    const element = document.getElementById(target);
    if (!element) return undefined;
    location.hash = `#${encodeURIComponent(target)}`;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const header = document.querySelector('header');
    if (!header || !['fixed', 'sticky'].includes(getComputedStyle(header).position)) return undefined;
    const bottom = header.getBoundingClientRect().bottom;
    const style = getComputedStyle(element);
    const top = element.getBoundingClientRect().top + parseFloat(style.borderTopWidth) + parseFloat(style.paddingTop);
    const atEnd = Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight;
    return top < bottom - 1 && !atEnd ? `#${target} is under the fixed header: its content's top ${Math.round(top)} < header bottom ${Math.round(bottom)}` : undefined;
  }, id);
}
