/**
 * The search overlay answers the first tap: its dialog and input are in every page's HTML
 * (components/shell/SearchDialog.tsx), so opening it downloads nothing. Opening, or a hover, touch
 * or focus on the button before it, starts fetching the index and the results code
 * (./searchResults.ts) side by side; what is typed meanwhile stays in the input and is searched the
 * moment both have arrived.
 */
import { afterNextPaint } from './afterNextPaint.ts';
import { isSearchShortcut, isTypingIn } from './searchShortcut.ts';
import { showDialogAtOnce } from './showDialogAtOnce.ts';

export function enhanceSearchDialog(): void {
  const opener = document.querySelector<HTMLElement>('[data-search-open]');
  const dialog = document.querySelector<HTMLDialogElement>('dialog[data-search-index]');
  const input = dialog?.querySelector('input');
  if (!opener || !dialog || !input) return;
  const indexUrl = dialog.dataset.searchIndex ?? '';

  let loading: Promise<void> | undefined;
  const load = () => {
    // A failed download is tried again at the next opening.
    loading ??= Promise.all([fetchJson(indexUrl), import('./searchResults.ts')])
      .then(([index, { connectSearch }]) => connectSearch(dialog, index))
      .catch(() => { loading = undefined; });
  };
  // Starting the downloads costs a phone 15–30 ms of main thread (at Lighthouse's 4× slowdown): done
  // after the next frame, it never stands between a tap and the dialog it opens.
  const loadSoon = () => afterNextPaint(load);
  const open = () => {
    if (!dialog.open) {
      // Each opening starts from an empty query, as the first did. (Not cleared on closing: that
      // would take a chosen result out of the page before the browser follows it.)
      input.value = '';
      input.dispatchEvent(new Event('input'));
    }
    showDialogAtOnce(dialog, input);
    loadSoon();
  };

  for (const type of ['pointerenter', 'pointerdown', 'focus']) opener.addEventListener(type, loadSoon);
  // From now on the shell opens it, not the button's native command (see SearchDialog.tsx).
  opener.addEventListener('click', (event) => { event.preventDefault(); open(); });
  // Opened natively before this code ran: what is typed there is searched once the index arrives.
  if (dialog.open) load();
  document.addEventListener('keydown', (event) => {
    if (!isSearchShortcut(event, isTypingIn(event.target))) return;
    // Not on top of another open dialog (a register form).
    if (document.querySelector('dialog[open]') && !dialog.open) return;
    event.preventDefault();
    open();
  });
}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}
