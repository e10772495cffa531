/**
 * The register dialog opens on the first tap, before its behaviour module has arrived: one
 * delegated listener, run in the capture phase so it answers before the island scheduler
 * holds the click to load registerDialog.behavior.ts (which adds closing and the focus trap).
 */
import { isPlainClick, openRegisterDialog } from '../../components/parts/openRegisterDialog.ts';

export function enhanceRegisterDialogs(): void {
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-register]') : null;
    if (!link || !isPlainClick(event)) return;
    if (openRegisterDialog(link)) event.preventDefault();
  }, { capture: true });
}
