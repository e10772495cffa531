/**
 * Every dialog of the site closes from its close control (`data-close`) and from a click on its
 * backdrop from the first tap: one delegated listener in the shell, so no dialog waits for its own
 * code to close (Escape is the browser's own for a modal, and ./showDialogAtOnce.ts's before it is
 * modal). It listens in the capture phase, ahead of the islands' own listeners. A click whose
 * target is the dialog itself landed outside its content:
 * a register dialog's box has no padding, and the search dialog fills the screen around its panel.
 */
export function enhanceDialogDismissal(): void {
  document.addEventListener('click', (event) => {
    const { target } = event;
    if (!(target instanceof Element)) return;
    const dialog = target instanceof HTMLDialogElement ? target : target.closest('[data-close]')?.closest('dialog');
    if (!dialog?.open) return;
    dialog.close();
    // Answered: an island still waking (renderer/islands/scheduleIslands.ts) must not replay it.
    event.preventDefault();
  }, { capture: true });
}
