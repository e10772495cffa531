import type { Labels } from '../../content/schema.ts';
import { Icon } from '../icons/Icon.tsx';
import { Button } from '../ui/Button.tsx';

/**
 * The top bar's search button and the overlay it opens, both in the page's HTML so the first tap
 * answers at once: renderer/shell/searchDialog.ts opens the <dialog>, modal from the frame after
 * (renderer/shell/showDialogAtOnce.ts; focus trap and Escape are native), and fetches the index and renderer/shell/searchResults.ts, which fills the list from the
 * template below. Until that code runs, the button's invoker command opens the dialog itself. The
 * button shows only with JavaScript: without it there is nothing to search with.
 */
// Invoker commands (not yet in React's types): a tap before the shell's code runs opens the dialog natively.
const opensNatively = { commandfor: 'search-dialog', command: 'show-modal' };

export function SearchDialog({ indexUrl, labels }: {
  /** Fetched when the search is first about to be used, so the index is in no page's initial download. */
  indexUrl: string;
  labels: Pick<Labels, 'search' | 'searchPlaceholder' | 'searchEmpty' | 'searchHint' | 'close'>;
}) {
  return (
    <>
      <Button {...opensNatively} variant="outline" data-search-open="" aria-haspopup="dialog" aria-controls="search-dialog" aria-keyshortcuts="/ Control+K Meta+K" className="js-only max-sm:w-11 max-sm:px-0">
        <Icon name="search" />
        <span className="sr-only sm:not-sr-only">{labels.search}</span>
      </Button>
      <dialog
        id="search-dialog"
        data-search-index={indexUrl}
        aria-label={labels.search}
        className="fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none bg-transparent p-4 [&:not(:modal)]:bg-ink-900/50 backdrop:bg-ink-900/50 backdrop:backdrop-blur-sm open:flex open:items-start open:justify-center sm:pt-24"
      >
        <div className="w-full max-w-xl overflow-hidden rounded-2xl bg-white shadow-lift">
          <div className="flex items-center gap-3 border-b border-ink-200 px-4">
            <Icon name="search" className="size-5 text-ink-500" />
            <input
              type="text"
              enterKeyHint="search"
              autoComplete="off"
              placeholder={labels.searchPlaceholder}
              aria-label={labels.search}
              className="h-14 flex-1 bg-transparent text-base text-ink-900 outline-none placeholder:text-ink-500"
            />
            <Button variant="ghost" size="icon" data-close="" aria-label={labels.close}>
              <Icon name="close" />
            </Button>
          </div>
          <div className="max-h-[60vh] overflow-y-auto p-2" aria-live="polite">
            <ul data-search-results="" />
            <p data-search-empty="" hidden className="px-4 py-6 text-center text-ink-600">{labels.searchEmpty}</p>
            <p data-search-hint="" className="px-4 py-6 text-center text-sm text-ink-500">{labels.searchHint}</p>
          </div>
          <template data-search-result="">
            <li>
              <a href="/" className="block rounded-xl px-4 py-3 hover:bg-brand-50 focus-visible:bg-brand-50">
                <span data-result-title="" className="block font-semibold text-ink-900 [&_mark]:rounded-sm [&_mark]:bg-accent-100 [&_mark]:text-inherit" />
                <span data-result-url="" className="block truncate text-sm text-ink-500" />
              </a>
            </li>
          </template>
        </div>
      </dialog>
    </>
  );
}
