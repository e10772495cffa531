/** Hydrates one island; its own chunk, so React loads only when an island needs it. */
import { createElement, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';

/** Renders nothing of its own; tells the scheduler once the island's effects have run. */
function Hydrated({ onReady, children }: { onReady: () => void; children?: ReactNode }) {
  useEffect(onReady, [onReady]);
  return children;
}

export function hydrateIsland(root: HTMLElement, Component: ComponentType<Record<string, unknown>>, props: Record<string, unknown>): Promise<void> {
  return new Promise((resolve) => {
    hydrateRoot(root, createElement(Hydrated, { onReady: resolve }, createElement(Component, props)));
  });
}
