import type { ComponentType, ReactNode } from 'react';
import type { PageKind } from '../../content/schema.ts';
import { FullBleedLayout } from './FullBleedLayout.tsx';
import { ProseLayout } from './ProseLayout.tsx';

/** How each page kind frames its MDX; a new kind must choose one (TypeScript enforces it). */
const layouts: Record<PageKind, ComponentType<{ children: ReactNode }>> = {
  page: ProseLayout,
  home: FullBleedLayout,
  landing: FullBleedLayout,
  course: FullBleedLayout,
  bootcamp: FullBleedLayout,
  schedule: FullBleedLayout,
  exercises: FullBleedLayout,
  guide: FullBleedLayout,
  event: FullBleedLayout,
};

export function layoutFor(kind: PageKind): ComponentType<{ children: ReactNode }> {
  return layouts[kind];
}
