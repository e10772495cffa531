import { useRef, useState, type MouseEvent } from 'react';
import { searchPages, type SearchEntry } from '../../lib/searchPages.ts';
import { Icon } from '../icons/Icon.tsx';
import { Button } from '../ui/Button.tsx';

export interface SearchDialogProps {
  labels: { search: string; placeholder: string; empty: string; hint: string; close: string };
  /** Fetched on first open, so the index is in no page's initial download. */
  indexUrl: string;
}

/** The top bar's search button and the overlay it opens (a modal <dialog>: focus trap, Escape and focus return are native). */
export default function SearchDialog({ labels, indexUrl }: SearchDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [entries, setEntries] = useState<SearchEntry[] | null>(null);
  const [query, setQuery] = useState('');

  const open = () => {
    dialog.current?.showModal();
    if (entries === null) {
      fetch(indexUrl)
        .then((response) => response.json() as Promise<SearchEntry[]>)
        .then(setEntries, () => setEntries([]));
    }
  };
  const close = () => dialog.current?.close();
  // The dialog fills the screen; a click that lands on it rather than on the panel hit the backdrop.
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };

  const results = entries ? searchPages(entries, query) : [];
  const showEmpty = entries !== null && query.trim() !== '' && results.length === 0;

  return (
    <>
      <Button variant="outline" size="sm" onClick={open} aria-haspopup="dialog" aria-controls="search-dialog" className="gap-2">
        <Icon name="search" />
        <span className="max-sm:sr-only">{labels.search}</span>
      </Button>
      <dialog
        id="search-dialog"
        ref={dialog}
        aria-label={labels.search}
        onClick={closeOnBackdrop}
        onClose={() => setQuery('')}
        className="fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none bg-transparent p-4 backdrop:bg-ink-900/50 backdrop:backdrop-blur-sm open:flex open:items-start open:justify-center sm:pt-24"
      >
        <div className="w-full max-w-xl overflow-hidden rounded-2xl bg-white shadow-lift">
          <div className="flex items-center gap-3 border-b border-ink-200 px-4">
            <Icon name="search" className="size-5 text-ink-500" />
            <input
              type="text"
              enterKeyHint="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={labels.placeholder}
              aria-label={labels.search}
              autoFocus
              className="h-14 flex-1 bg-transparent text-base text-ink-900 outline-none placeholder:text-ink-500"
            />
            <Button variant="ghost" size="icon" onClick={close} aria-label={labels.close}>
              <Icon name="close" />
            </Button>
          </div>
          <div className="max-h-[60vh] overflow-y-auto p-2" aria-live="polite">
            {results.length > 0 && (
              <ul>
                {results.map((entry) => (
                  <li key={entry.url}>
                    <a href={entry.url} onClick={close} className="block rounded-xl px-4 py-3 hover:bg-brand-50 focus-visible:bg-brand-50">
                      <span className="block font-semibold text-ink-900">{entry.title}</span>
                      <span className="block truncate text-sm text-ink-500">{entry.url}</span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
            {showEmpty && <p className="px-4 py-6 text-center text-ink-600">{labels.empty}</p>}
            {query.trim() === '' && <p className="px-4 py-6 text-center text-sm text-ink-500">{labels.hint}</p>}
          </div>
        </div>
      </dialog>
    </>
  );
}
