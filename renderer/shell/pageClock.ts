/**
 * What the build decided by its clock (SITE_NOW), decided again by the visitor's as the page loads:
 * a page built before an event may be read after it. An element with `data-from` and/or `data-until`
 * (ISO instants) shows only between them: an event's status chip, its register buttons and what
 * replaces them, the countdown's closing line, the phone register bar. One with `data-from` and
 * `data-then` takes that text from then on: a course's status once it has started. (A countdown's
 * tiles are set by the visitor's clock earlier still, as the page is parsed: firstTickScript.ts.) The wording is
 * in the HTML, from content/; this only chooses. A preview build (SITE_NOW, `<html data-preview>`)
 * shows the site on its date, whatever the visitor's clock says.
 */
import { inSpan } from '../../lib/eventPhase.ts';

export function applyPageClock(now = Date.now()): void {
  if (document.documentElement.dataset.preview !== undefined) return;
  for (const element of document.querySelectorAll<HTMLElement>('[data-from], [data-until]')) {
    const { from, until, then } = element.dataset;
    const span = { ...(from && { from }), ...(until && { until }) };
    if (then !== undefined) {
      if (inSpan(span, now)) element.textContent = then;
    } else {
      element.hidden = !inSpan(span, now);
    }
  }
}
