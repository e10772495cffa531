/**
 * The exercises board (components/blocks/ExerciseBoard.tsx): completion toggles, remembered in
 * this browser across reloads, per-session progress, and downloading a solution as a file.
 * Tabs and the one-open-at-a-time cards are their own behaviour and native <details name>.
 */
import { parseCompleted, progressOf, serializeCompleted } from '../../lib/exerciseProgress.ts';

export function enhance(root: HTMLElement): void {
  const key = root.dataset.storageKey ?? 'exercises';
  const cards = [...root.querySelectorAll<HTMLElement>('[data-exercise]')];
  const completed = parseCompleted(readStorage(key), cards.map((card) => card.dataset.exercise ?? ''));

  const render = () => {
    for (const card of cards) {
      const done = completed.has(card.dataset.exercise ?? '');
      card.toggleAttribute('data-done', done);
      card.querySelector('[data-complete]')?.setAttribute('aria-pressed', String(done));
    }
    for (const row of root.querySelectorAll<HTMLElement>('[data-progress]')) {
      const group = row.dataset.progress;
      const ids = cards.filter((card) => !group || card.dataset.session === group).map((card) => card.dataset.exercise ?? '');
      const { done, percent } = progressOf(ids, completed);
      row.querySelector('[data-done-count]')!.textContent = String(done);
      row.querySelector('[data-percent]')!.textContent = `${percent}%`;
      row.querySelector<HTMLElement>('[data-bar]')?.style.setProperty('width', `${percent}%`);
      row.querySelector('[role="progressbar"]')?.setAttribute('aria-valuenow', String(percent));
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
    card.querySelector<HTMLElement>('[data-download]')?.addEventListener('click', (event) => {
      const button = event.currentTarget as HTMLElement;
      const text = card.querySelector('[data-solution] pre')?.textContent ?? '';
      const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
      const anchor = Object.assign(document.createElement('a'), { href: url, download: button.dataset.fileName ?? 'solution.txt' });
      anchor.click();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    });
  }
  render();
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
