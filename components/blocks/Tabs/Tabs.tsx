import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { cn } from '../../ui/cn.ts';
import { Tab, type TabProps } from '../Tab/Tab.tsx';

/**
 * Tabs over server-rendered panels (tabs.behavior.ts); the first is active.
 * Without JavaScript the tab list is hidden and every panel shows in turn.
 */
export function Tabs({ children, className }: { children: ReactNode; className?: string }) {
  const panels = Children.toArray(children).filter((child): child is ReactElement<TabProps> => isValidElement(child) && child.type === Tab);
  return (
    <div data-behavior="tabs" className={cn('tabs mt-10', className)}>
      <div role="tablist" className="tab-list js-only -mx-4 flex min-w-0 gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0">
        {panels.map((panel, index) => (
          <button key={panel.props.id} type="button" role="tab" id={`tab-button-${panel.props.id}`} aria-controls={`tab-${panel.props.id}`}
            aria-selected={index === 0} tabIndex={index === 0 ? 0 : -1}
            className="min-h-11 shrink-0 rounded-xl border border-ink-200 bg-white px-4 py-2.5 text-sm font-semibold text-ink-700 hover:border-brand-300 aria-selected:border-brand-600 aria-selected:bg-brand-600 aria-selected:text-white">
            {panel.props.label}
          </button>
        ))}
      </div>
      {panels.map((panel, index) => cloneElement(panel, { key: panel.props.id, active: index === 0 }))}
    </div>
  );
}
