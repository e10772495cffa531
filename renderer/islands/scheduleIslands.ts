/**
 * Finds the islands in the page (see components/Island.tsx) and hydrates each one on its own,
 * when its `data-load` strategy says: on first interaction (prefetched on hover or focus),
 * when it scrolls into view, or when the browser is idle.
 */
import type { ComponentType } from 'react';

/** Elements whose click can be replayed after hydration. */
const REPLAYABLE = 'button, a[href], summary, input, select, textarea, label, [role="button"], [tabindex]';

type IslandModule = { default: ComponentType<Record<string, unknown>> };
const islandModules = import.meta.glob<IslandModule>('../../components/islands/*.tsx');

export function scheduleIslands(): void {
  for (const root of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const load = islandModules[`../../components/islands/${root.dataset.island}.tsx`];
    if (!load) {
      console.warn(`Unknown island "${root.dataset.island}"`);
      continue;
    }
    const strategy = root.dataset.load;
    if (strategy === 'visible') whenVisible(root, () => hydrate(root, load));
    else if (strategy === 'idle') whenIdle(() => hydrate(root, load));
    else onFirstInteraction(root, load);
  }
}

async function hydrate(root: HTMLElement, load: () => Promise<IslandModule>): Promise<void> {
  const [{ hydrateIsland }, module] = await Promise.all([import('./hydrateIsland.ts'), load()]);
  const props: Record<string, unknown> = JSON.parse(root.dataset.props ?? '{}');
  await hydrateIsland(root, module.default, props);
}

function onFirstInteraction(root: HTMLElement, load: () => Promise<IslandModule>): void {
  const prefetch = () => {
    void import('./hydrateIsland.ts');
    void load();
  };
  root.addEventListener('pointerenter', prefetch, { once: true });
  root.addEventListener('focusin', prefetch, { once: true });
  // The first click only wakes the island; once hydrated, the same click is given to it again.
  root.addEventListener('click', (event) => {
    event.preventDefault();
    event.stopPropagation();
    // Replay on the control itself: an icon (SVG) inside a button has no click() of its own.
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(REPLAYABLE) : null;
    void hydrate(root, load).then(() => target?.isConnected && target.click());
  }, { capture: true, once: true });
}

function whenVisible(root: HTMLElement, run: () => void): void {
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) {
      observer.disconnect();
      run();
    }
  }, { rootMargin: '200px' });
  // display: contents has no box of its own; observe the island's first element instead.
  observer.observe(root.firstElementChild ?? root);
}

function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
}
