/**
 * The register dialog answers from the first tap, before its behaviour module has arrived: one
 * delegated listener, run in the capture phase so it answers before the island scheduler sees the
 * click, opens it (closing is ./dismissDialogs.ts's; focus goes back to the button on its own,
 * ./showDialogAtOnce.ts). registerDialog.behavior.ts adds only the focus trap.
 */
import { isPlainClick, openRegisterDialog } from '../../components/parts/openRegisterDialog.ts';

export function enhanceRegisterDialogs(): void {
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-register]') : null;
    if (!link || !isPlainClick(event)) return;
    if (openRegisterDialog(link)) event.preventDefault();
  }, { capture: true });
}
