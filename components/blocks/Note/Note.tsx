import type { ReactNode } from 'react';
import { Icon } from '../../icons/Icon.tsx';

/** A highlighted note inside a step. */
export function Note({ children }: { children: ReactNode }) {
  return (
    <aside className="note-box flex gap-3 rounded-xl border border-accent-400/60 bg-accent-100/60 p-4 text-sm text-ink-900">
      <span aria-hidden="true" className="text-accent-600"><Icon name="lightbulb" className="size-5" /></span>
      <div className="space-y-2">{children}</div>
    </aside>
  );
}
