/**
 * The exercises board (ExerciseBoard.tsx): completion toggles, remembered in
 * this browser across reloads, per-session progress, and each sample solution loaded when its card opens.
 * Tabs and the one-open-at-a-time cards are their own behaviour and native <details name>.
 */
import { parseCompleted, progressOf, serializeCompleted } from '../../../lib/exerciseProgress.ts';
import { drawFirstScreenFirst } from '../../../renderer/shell/afterNextPaint.ts';

export function enhance(root: HTMLElement): void {
  const key = root.dataset.storageKey ?? 'exercises';
  const cards = [...root.querySelectorAll<HTMLElement>('[data-exercise]')];
  const completed = parseCompleted(readStorage(key), cards.map((card) => card.dataset.exercise ?? ''));

  // Only what differs from the page is written: the first render, as the page loads, usually
  // changes nothing, and each write would have the whole board restyled while a first tap waits.
  const render = () => {
    for (const card of cards) {
      const done = completed.has(card.dataset.exercise ?? '');
      card.toggleAttribute('data-done', done);
      setAttribute(card.querySelector('[data-complete]'), 'aria-pressed', String(done));
    }
    for (const row of root.querySelectorAll<HTMLElement>('[data-progress]')) {
      const group = row.dataset.progress;
      const ids = cards.filter((card) => !group || card.dataset.session === group).map((card) => card.dataset.exercise ?? '');
      const { done, percent } = progressOf(ids, completed);
      setText(row.querySelector('[data-done-count]'), String(done));
      setText(row.querySelector('[data-percent]'), `${percent}%`);
      const bar = row.querySelector<HTMLElement>('[data-bar]');
      // Without a width of its own the bar is empty (w-0).
      if (bar && (bar.style.width || '0%') !== `${percent}%`) bar.style.setProperty('width', `${percent}%`);
      setAttribute(row.querySelector('[role="progressbar"]'), 'aria-valuenow', String(percent));
    }
  };

  for (const card of cards) {
    card.querySelector('[data-complete]')?.addEventListener('click', () => {
      const id = card.dataset.exercise ?? '';
      if (completed.has(id)) completed.delete(id);
      else completed.add(id);
      writeStorage(key, serializeCompleted(completed));
      render();
    });
    // The sample solution is a file beside the page; it is shown once its card is first opened.
    const details = card.querySelector('details');
    const sample = card.querySelector<HTMLElement>('[data-solution-src]');
    const showSample = () => {
      if (!details?.open || !sample || sample.dataset.loaded !== undefined) return;
      sample.dataset.loaded = '';
      void fetch(sample.dataset.solutionSrc ?? '').then((response) => (response.ok ? response.text() : Promise.reject(new Error(response.statusText))))
        .then((text) => (sample.textContent = text), () => delete sample.dataset.loaded);
    };
    details?.addEventListener('toggle', showSample);
    // A card opening shows its objectives in the tap's frame, its steps and resources once that
    // frame is painted (styles.css): styling and laying out the whole card first took a phone
    // 50–60 ms more than a bare <details>. The click comes before the card opens.
    details?.querySelector('summary')?.addEventListener('click', () => {
      if (!details.open) drawFirstScreenFirst(details);
    });
    // A card the visitor opened before this code arrived (the native <details> answers at once).
    showSample();
  }
  render();
}

function setAttribute(element: Element | null, name: string, value: string): void {
  if (element && element.getAttribute(name) !== value) element.setAttribute(name, value);
}

function setText(element: Element | null, text: string): void {
  if (element && element.textContent !== text) element.textContent = text;
}

/** Storage can be unavailable (private modes, blocked cookies): progress then lasts for the visit only. */
function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Not remembered; the page still works.
  }
}
