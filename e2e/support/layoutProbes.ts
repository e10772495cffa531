/**
 * Layout measurements a phone visitor would notice, taken inside the page: the page
 * scrolling sideways, text cut off by its box, controls too small to tap, and targets
 * hidden under the fixed header. Each returns readable findings, empty when all is well.
 */
import type { Page } from 'playwright-core';

/** The smallest tap target any control may have (WCAG 2.5.8). */
export const MIN_TARGET = 24;
/** The height of a button, a tab or a button-styled link (WCAG 2.5.5, Apple and Android guidance). */
export const MIN_BUTTON_HEIGHT = 44;

/** Every finding in the page's current state. */
export function probeLayout(page: Page): Promise<string[]> {
  return page.evaluate(({ minTarget, minButton }) => {
    const findings: string[] = [];
    const describe = (element: Element): string => {
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      const classes = typeof element.className === 'string' ? element.className.split(/\s+/).slice(0, 6).join('.') : '';
      return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> "${text}"`;
    };
    const isVisible = (element: Element): boolean => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) return false;
      return element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
    };
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      const wide = [...document.body.querySelectorAll('*')].filter((element) => isVisible(element) && element.getBoundingClientRect().right > root.clientWidth + 1)
        .filter((element) => !element.parentElement || element.parentElement.getBoundingClientRect().right <= root.clientWidth + 1).slice(0, 3);
      findings.push(`page scrolls sideways: scrollWidth ${root.scrollWidth} > ${root.clientWidth}; widest: ${wide.map((element) => `${describe(element)} right ${Math.round(element.getBoundingClientRect().right)}`).join('; ')}`);
    }

    for (const element of document.body.querySelectorAll('*')) {
      if (!isVisible(element) || element.closest('.sr-only, svg')) continue;
      const style = getComputedStyle(element);
      const clipsX = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
      const clipsY = ['hidden', 'clip'].includes(style.overflowY);
      if (!clipsX && !clipsY) continue;
      if (!(element.textContent ?? '').trim() || style.position === 'absolute' && style.clip !== 'auto') continue;
      if (element.matches('[role=progressbar], [role=progressbar] *')) continue;
      if (clipsX && element.scrollWidth > element.clientWidth + 1) findings.push(`text clipped sideways: ${describe(element)} scrollWidth ${element.scrollWidth} > ${element.clientWidth}`);
      else if (clipsY && element.scrollHeight > element.clientHeight + 1 && style.webkitLineClamp === 'none') findings.push(`text clipped below: ${describe(element)} scrollHeight ${element.scrollHeight} > ${element.clientHeight}`);
    }

    const controls = document.body.querySelectorAll('a[href], button, summary, input:not([type=hidden]), select, textarea, [role=tab]');
    for (const control of controls) {
      if (!isVisible(control) || control.closest('.sr-only')) continue;
      const box = control.getBoundingClientRect();
      const inText = control.tagName === 'A' && control.closest('p, li, td, th, dd, figcaption, blockquote') !== null && !/\b(rounded|btn|inline-flex)\b/.test(control.className);
      if (inText) continue;
      if (box.width < minTarget - 0.5 || box.height < minTarget - 0.5) findings.push(`control smaller than ${minTarget}×${minTarget}: ${describe(control)} ${Math.round(box.width)}×${Math.round(box.height)}`);
      const buttonLike = control.tagName === 'BUTTON' || control.getAttribute('role') === 'tab' || control.tagName === 'A' && /\brounded-(lg|xl|2xl|full)\b/.test(control.className) && /\b(px-|bg-)/.test(control.className);
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

/** Jumps to `#id` as a link would, and says whether the fixed header then covers the target's top. */
export async function probeHashTarget(page: Page, id: string): Promise<string | undefined> {
  return page.evaluate(async (target) => {
    const element = document.getElementById(target);
    if (!element) return undefined;
    location.hash = `#${encodeURIComponent(target)}`;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const header = document.querySelector('header');
    if (!header || !['fixed', 'sticky'].includes(getComputedStyle(header).position)) return undefined;
    const bottom = header.getBoundingClientRect().bottom;
    const top = element.getBoundingClientRect().top;
    const atEnd = Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight;
    return top < bottom - 1 && !atEnd ? `#${target} is under the fixed header: its top ${Math.round(top)} < header bottom ${Math.round(bottom)}` : undefined;
  }, id);
}
