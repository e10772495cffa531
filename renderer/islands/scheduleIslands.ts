/**
 * Finds the islands in the page and wakes each one on its own. Two sorts: React islands
 * (`data-island`, components/Island.tsx) are hydrated from their props when their `data-load`
 * strategy says: on first interaction (prefetched on hover or focus), when scrolled into view, or
 * when the browser is idle. Behaviour islands (`data-behavior`, a `<name>.behavior.ts` beside the
 * component whose markup it enhances, e.g. components/blocks/Tabs/tabs.behavior.ts) enhance
 * server-rendered markup with a few lines of DOM code, so their text is never shipped twice; their
 * code is fetched from the page's head beside this script (renderer/behaviorPreloads.ts) and runs
 * as soon as it is here, so a first tap does not wait for it, except a `data-load="visible"` one
 * (a countdown), which has nothing to do until it is seen.
 */
import type { ComponentType } from 'react';

/** Elements whose click can be replayed after hydration. */
const REPLAYABLE = 'button, a[href], summary, input, select, textarea, label, [role="button"], [tabindex]';

type IslandModule = { default: ComponentType<Record<string, unknown>> };
type BehaviorModule = { enhance: (root: HTMLElement) => void };
const islandModules = import.meta.glob<IslandModule>('../../components/islands/*.tsx');
/** Each behaviour's loader by its `data-behavior` name, the file name before `.behavior.ts`. */
const behaviorModules = new Map(Object.entries(import.meta.glob<BehaviorModule>('../../components/**/*.behavior.ts'))
  .map(([file, load]) => [file.slice(file.lastIndexOf('/') + 1, -'.behavior.ts'.length), load]));

/** How to wake one island: `prefetch` fetches its code, `wake` runs it. */
interface Waker {
  prefetch: () => void;
  wake: () => Promise<void>;
}

export function scheduleIslands(): void {
  for (const root of document.querySelectorAll<HTMLElement>('[data-island], [data-behavior]')) {
    const waker = root.dataset.island ? reactIsland(root, root.dataset.island) : behaviorIsland(root, root.dataset.behavior ?? '');
    if (!waker) continue;
    const wake = once(waker.wake);
    // Whatever the strategy, a tap that comes first wakes the island at once and is replayed:
    // an idle or visible island would otherwise drop a visitor's early tap on the floor.
    onFirstInteraction(root, { prefetch: waker.prefetch, wake });
    const strategy = root.dataset.load;
    if (strategy === 'visible') whenVisible(root, () => void wake());
    else if (strategy === 'idle') whenIdle(() => void wake());
    else if (root.dataset.behavior !== undefined) void wake();
  }
}

/** Runs `run` the first time only; later calls get the same promise. */
function once(run: () => Promise<void>): () => Promise<void> {
  let started: Promise<void> | undefined;
  return () => (started ??= run());
}

function reactIsland(root: HTMLElement, name: string): Waker | undefined {
  const load = islandModules[`../../components/islands/${name}.tsx`];
  if (!load) {
    console.warn(`Unknown island "${name}"`);
    return undefined;
  }
  return {
    prefetch: () => {
      void import('./hydrateIsland.ts');
      void load();
    },
    wake: async () => {
      const [{ hydrateIsland }, module] = await Promise.all([import('./hydrateIsland.ts'), load()]);
      const props: Record<string, unknown> = JSON.parse(root.dataset.props ?? '{}');
      await hydrateIsland(root, module.default, props);
      root.dataset.enhanced = '';
    },
  };
}

function behaviorIsland(root: HTMLElement, name: string): Waker | undefined {
  const load = behaviorModules.get(name);
  if (!load) {
    console.warn(`Unknown behaviour "${name}"`);
    return undefined;
  }
  return {
    prefetch: () => void load(),
    wake: async () => {
      (await load()).enhance(root);
      // Marks the island as live, for styles and for tests that must wait for it.
      root.dataset.enhanced = '';
    },
  };
}

function onFirstInteraction(root: HTMLElement, { prefetch, wake }: Waker): void {
  root.addEventListener('pointerenter', prefetch, { once: true });
  root.addEventListener('focusin', prefetch, { once: true });
  // A click before the island is live wakes it; once live, the same click is given to it again,
  // unless the shell has answered it already (renderer/shell/: opened a register dialog), which a
  // replay would repeat after the visitor may have moved on (closed that dialog). Every click until
  // then is caught, not only the first: opening a menu natively must not let the next tap, on a
  // link inside it, go by unanswered.
  const catchEarlyClick = (event: MouseEvent) => {
    // Woken already (by idle time or by scrolling into view): the island answers this click itself.
    if (root.dataset.enhanced !== undefined) return;
    // A disclosure opens natively: let it answer now, and only wake the island. (A link is not
    // left alone: an island may turn it into something else, as the replay link becomes a player.)
    const native = event.target instanceof Element && event.target.closest('summary');
    if (event.defaultPrevented || native) {
      void wake();
      return;
    }
    event.preventDefault();
    event.stopPropagation();
    // Replay on the control itself: an icon (SVG) inside a button has no click() of its own.
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(REPLAYABLE) : null;
    void wake().then(() => target?.isConnected && target.click());
  };
  root.addEventListener('click', catchEarlyClick, { capture: true });
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
