import { cn } from '../../ui/cn.ts';
import type { CountdownView } from './resolve.ts';

/** Days, hours, minutes and seconds to the start (countdown.behavior.ts ticks them). */
export function Countdown({ tone, target, tiles }: CountdownView) {
  return (
    <div role="timer" data-behavior="countdown" data-load="visible" data-target={target} className="mt-8 grid max-w-md grid-cols-4 gap-2 sm:gap-3">
      {tiles.map((tile) => (
        <div key={tile.unit} className={cn('rounded-2xl px-2 py-3 text-center', tone === 'dark' ? 'bg-white/10 ring-1 ring-white/15' : 'border border-ink-200 bg-white shadow-card')}>
          <span data-unit={tile.unit} className={cn('block text-3xl font-extrabold tabular-nums', tone === 'dark' ? 'text-white' : 'text-brand-700')}>{tile.value}</span>
          <span className={cn('text-xs', tone === 'dark' ? 'text-brand-200' : 'text-ink-500')}>{tile.label}</span>
        </div>
      ))}
    </div>
  );
}
