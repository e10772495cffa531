import type { ReactNode } from 'react';

/** Pages built from full-width sections (the home page): the blocks set their own width and spacing. */
export function FullBleedLayout({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
