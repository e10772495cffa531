import { Children, cloneElement, isValidElement, type ReactNode } from 'react';
import type { z } from 'zod';
import { rendersBlock } from '../../resolvedBlock.tsx';
import { Step } from '../Step/Step.tsx';
import type { tabBlock } from './tab.schema.ts';

export type TabProps = z.infer<typeof tabBlock.props> & {
  children: ReactNode;
  /** Set by <Tabs> on the first panel. */
  active?: boolean;
};

/** One panel of `<Tabs>`; its label heads the panel when the tabs cannot run (no JavaScript). */
export function Tab({ id, label, children, active = false }: TabProps) {
  let step = 0;
  const numbered = Children.map(children, (child) =>
    isValidElement<{ number?: number }>(child) && rendersBlock(child, Step) ? cloneElement(child, { number: ++step }) : child);
  return (
    <section id={`tab-${id}`} role="tabpanel" aria-labelledby={`tab-button-${id}`} data-active={active ? '' : undefined} className="tab-panel">
      <h3 className="tab-heading text-2xl font-bold text-ink-900">{label}</h3>
      {numbered}
    </section>
  );
}
