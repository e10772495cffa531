/**
 * Lays out hidden content before the tap that shows it. A hidden tab panel or a closed <details> is
 * kept out of rendering by `content-visibility: hidden` (renderer/styles.css for panels, the browser's
 * own style for a <details>), which, unlike `display: none`, keeps whatever was styled and laid out
 * before it was hidden. So each one is shown for a single forced layout in an idle moment, never
 * painted so, then hidden again: the tap that shows it later lays out what changed, not every element
 * inside it. Under a phone's throttling that was most of what a tab switch or a card opening took
 * over a bare page's tap (npm run bench:interactions).
 */
export const LAYING_OUT = 'data-laying-out';

/** Lays out `elements` one per idle moment, so no task grows long enough to hold up a tap. */
export function layOutAhead(elements: HTMLElement[], whenIdle: (run: () => void) => void = afterIdle): void {
  const [element, ...rest] = elements;
  if (!element) return;
  whenIdle(() => {
    if (element instanceof HTMLDetailsElement) layOutDisclosure(element);
    else layOutPanel(element);
    layOutAhead(rest, whenIdle);
  });
}

/** A hidden tab panel, let in as a zero-height clipped box (styles.css) while the page is laid out. */
function layOutPanel(panel: HTMLElement): void {
  panel.setAttribute(LAYING_OUT, '');
  // Reading a box makes the browser lay out the page now, this panel included.
  panel.getBoundingClientRect();
  panel.removeAttribute(LAYING_OUT);
}

/**
 * A closed <details>, opened and closed again in the same task. Left alone: one the visitor opened,
 * one not rendered (in a hidden panel), and one above the screen, whose opening would move what the
 * visitor is reading (scroll anchoring). Its group name is set aside meanwhile: opening it would
 * close the one the visitor has open. The browser then sends a `toggle` from closed to closed, which
 * a listener that reads `open` lets pass.
 */
function layOutDisclosure(details: HTMLDetailsElement): void {
  if (details.open || !details.checkVisibility() || details.getBoundingClientRect().top < 0) return;
  const name = details.getAttribute('name');
  details.removeAttribute('name');
  details.open = true;
  details.getBoundingClientRect();
  details.open = false;
  if (name !== null) details.setAttribute('name', name);
}

function afterIdle(run: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
}
