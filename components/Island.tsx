import type { ComponentType } from 'react';

/**
 * When an island's code loads in the browser (see renderer/+client.ts):
 * on first interaction (prefetched on hover or focus), when scrolled into view, or when the browser is idle.
 */
export type IslandLoad = 'interaction' | 'visible' | 'idle';

/**
 * Renders an interactive component to HTML and marks it for hydration on its own.
 * `name` is the file name in components/islands/; the props are serialised into the
 * HTML, so they must be plain data. Islands must not call useId(): their ids would
 * differ between the page render and the island's own hydration.
 */
export function Island<P extends object>({ name, component: Component, props, load = 'interaction' }: {
  name: string;
  component: ComponentType<P>;
  props: P;
  load?: IslandLoad;
}) {
  return (
    <div data-island={name} data-load={load} data-props={JSON.stringify(props)} className="contents">
      <Component {...props} />
    </div>
  );
}
