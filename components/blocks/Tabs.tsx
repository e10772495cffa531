import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { cn } from '../ui/cn.ts';
import { Step } from './GuideStep.tsx';

interface TabProps {
  /** Stable key, also the panel's anchor (`#tab-<id>`). */
  id: string;
  label: string;
  children: ReactNode;
  /** Set by <Tabs> on the first panel. */
  active?: boolean;
}

/** One panel of `<Tabs>`; its label heads the panel when the tabs cannot run (no JavaScript). */
export function Tab({ id, label, children, active = false }: TabProps) {
  let step = 0;
  const numbered = Children.map(children, (child) =>
    isValidElement<{ number?: number }>(child) && child.type === Step ? cloneElement(child, { number: ++step }) : child);
  return (
    <section id={`tab-${id}`} role="tabpanel" aria-labelledby={`tab-button-${id}`} data-active={active ? '' : undefined} className="tab-panel">
      <h3 className="tab-heading text-2xl font-bold text-ink-900">{label}</h3>
      {numbered}
    </section>
  );
}

/**
 * Tabs over server-rendered panels (renderer/behaviors/tabs.ts); the first is active.
 * Without JavaScript the tab list is hidden and every panel shows in turn.
 */
export function Tabs({ children, className }: { children: ReactNode; className?: string }) {
  const panels = Children.toArray(children).filter((child): child is ReactElement<TabProps> => isValidElement(child) && child.type === Tab);
  return (
    <div data-behavior="tabs" data-load="idle" className={cn('tabs mt-10', className)}>
      <div role="tablist" className="tab-list js-only -mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0">
        {panels.map((panel, index) => (
          <button key={panel.props.id} type="button" role="tab" id={`tab-button-${panel.props.id}`} aria-controls={`tab-${panel.props.id}`}
            aria-selected={index === 0} tabIndex={index === 0 ? 0 : -1}
            className="shrink-0 rounded-xl border border-ink-200 bg-white px-4 py-2.5 text-sm font-semibold text-ink-700 transition hover:border-brand-300 aria-selected:border-brand-600 aria-selected:bg-brand-600 aria-selected:text-white">
            {panel.props.label}
          </button>
        ))}
      </div>
      {panels.map((panel, index) => cloneElement(panel, { key: panel.props.id, active: index === 0 }))}
    </div>
  );
}
