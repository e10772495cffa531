/**
 * The register dialog answers from the first tap, before its behaviour module has arrived: one
 * delegated listener, run in the capture phase so it answers before the island scheduler sees the
 * click, opens it; closing gives focus back to its button (closing itself is ./dismissDialogs.ts's).
 * registerDialog.behavior.ts adds only the focus trap.
 */
import { isPlainClick, openRegisterDialog } from '../../components/parts/openRegisterDialog.ts';

export function enhanceRegisterDialogs(): void {
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-register]') : null;
    if (!link || !isPlainClick(event)) return;
    if (openRegisterDialog(link)) event.preventDefault();
  }, { capture: true });
  // `close` does not bubble: caught on its way down. Focus goes back without scrolling: a smooth
  // scroll the dialog opened over (the landing nav's, to the registration section) may still be
  // on its way, and a scroll to the button would cut it short.
  document.addEventListener('close', (event) => {
    // Still open: the `close` some browsers fire for the step to modal (./showDialogAtOnce.ts).
    if (!(event.target instanceof HTMLDialogElement) || event.target.open) return;
    event.target.parentElement?.querySelector<HTMLAnchorElement>(':scope > a[data-register]')?.focus({ preventScroll: true });
  }, { capture: true });
}
