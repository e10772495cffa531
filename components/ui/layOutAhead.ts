/**
 * Lays out hidden panels before the tap that shows one. A hidden panel is kept out of rendering by
 * `content-visibility: hidden` (renderer/styles.css), which, unlike `display: none`, keeps whatever
 * was styled and laid out before it was hidden. So each panel is let in for one forced layout in an
 * idle moment, as a zero-height clipped box (`data-laying-out`), never painted so, then hidden again.
 * The tap that shows it later lays out one box, not every element of the panel: on the guide's tabs,
 * under a phone's throttling, that was most of the 100 ms a switch took over a bare page's tap
 * (npm run bench:interactions).
 */
export const LAYING_OUT = 'data-laying-out';

/** Lays out `panels` one per idle moment, so no task grows long enough to hold up a tap. */
export function layOutAhead(panels: HTMLElement[], whenIdle: (run: () => void) => void = afterIdle): void {
  const [panel, ...rest] = panels;
  if (!panel) return;
  whenIdle(() => {
    panel.setAttribute(LAYING_OUT, '');
    // Reading a box makes the browser lay out the page now, this panel included.
    panel.getBoundingClientRect();
    panel.removeAttribute(LAYING_OUT);
    layOutAhead(rest, whenIdle);
  });
}

function afterIdle(run: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
}
