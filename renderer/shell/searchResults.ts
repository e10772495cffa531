/**
 * The search overlay's results, loaded with the index when the search is about to be used
 * (./searchDialog.ts): at each keystroke, the pages matching what is typed, the match marked in
 * each title. Plain DOM built from the template the page carries (components/shell/SearchDialog.tsx),
 * every text set as text; ↓ and ↑ move between the field and the results.
 */
import { prepareSearch, searchPages, type SearchEntry } from '../../lib/searchPages.ts';
import { prepareHighlight, splitOnMatch } from '../../lib/splitOnMatch.ts';

export function connectSearch(dialog: HTMLDialogElement, index: unknown): void {
  const input = dialog.querySelector('input');
  const list = dialog.querySelector('[data-search-results]');
  const empty = dialog.querySelector<HTMLElement>('[data-search-empty]');
  const hint = dialog.querySelector<HTMLElement>('[data-search-hint]');
  const template = dialog.querySelector<HTMLTemplateElement>('template[data-search-result]');
  if (!input || !list || !empty || !hint || !template) return;
  const entries = readIndex(index);

  const show = () => {
    const query = input.value;
    const results = searchPages(entries, query);
    list.replaceChildren(...results.map((entry) => resultItem(template, entry, query)));
    const blank = query.trim() === '';
    hint.hidden = !blank;
    empty.hidden = blank || results.length > 0;
  };
  input.addEventListener('input', show);
  // Choosing a result closes the overlay while its page loads.
  list.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a')) dialog.close();
  });
  dialog.addEventListener('keydown', (event) => {
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    const stops = [input, ...list.querySelectorAll('a')];
    const at = stops.findIndex((stop) => stop === document.activeElement);
    if (step === 0 || at < 0 || stops.length < 2) return;
    event.preventDefault();
    stops[(at + step + stops.length) % stops.length]?.focus();
  });
  // What was typed while this code and the index were on their way is searched now.
  show();
  // Every text folded now, while nothing is typed: a first keystroke on a phone only looks them up.
  prepareSearch(entries);
  for (const entry of entries) prepareHighlight(entry.title);
}

function resultItem(template: HTMLTemplateElement, entry: SearchEntry, query: string): Node {
  const item = template.content.cloneNode(true);
  if (!(item instanceof DocumentFragment)) return item;
  item.querySelector('a')?.setAttribute('href', entry.url);
  const split = splitOnMatch(entry.title, query);
  const mark = document.createElement('mark');
  mark.textContent = split?.match ?? '';
  item.querySelector('[data-result-title]')?.append(...(split ? [split.before, mark, split.after] : [entry.title]));
  const url = item.querySelector('[data-result-url]');
  if (url) url.textContent = entry.url;
  return item;
}

/** The index as the build writes it (site/search/searchIndex.ts); anything else in it is left out. */
function readIndex(index: unknown): SearchEntry[] {
  return Array.isArray(index) ? index.filter(isSearchEntry) : [];
}

function isSearchEntry(value: unknown): value is SearchEntry {
  return typeof value === 'object' && value !== null
    && 'title' in value && typeof value.title === 'string'
    && 'url' in value && typeof value.url === 'string'
    && 'description' in value && typeof value.description === 'string'
    && 'headings' in value && Array.isArray(value.headings) && value.headings.every((heading) => typeof heading === 'string');
}
