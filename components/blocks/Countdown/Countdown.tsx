import { cn } from '../../ui/cn.ts';
import { FIRST_TICK_SCRIPT } from './firstTickScript.ts';
import type { CountdownView } from './resolve.ts';

/**
 * Days, hours, minutes and seconds to the start, set to the visitor's clock as the page is parsed
 * (firstTickScript.ts) and ticked by countdown.behavior.ts, and, once the
 * event is over, the tiles at zero with the line that says so (shown by the page's clock too,
 * renderer/shell/pageClock.ts).
 */
export function Countdown({ tone, target, tiles, over }: CountdownView) {
  return (
    <div className="mt-8 max-w-md">
      <div role="timer" data-behavior="countdown" data-load="visible" data-target={target} className="grid grid-cols-4 gap-2 sm:gap-3">
        {tiles.map((tile) => (
          <div key={tile.unit} className={cn('rounded-2xl px-2 py-3 text-center', tone === 'dark' ? 'bg-white/10 ring-1 ring-white/15' : 'border border-ink-200 bg-white shadow-card')}>
            <span data-unit={tile.unit} className={cn('block text-3xl font-extrabold tabular-nums', tone === 'dark' ? 'text-white' : 'text-brand-700')}>{tile.value}</span>
            <span className={cn('text-xs', tone === 'dark' ? 'text-brand-200' : 'text-ink-500')}>{tile.label}</span>
          </div>
        ))}
      </div>
      <script dangerouslySetInnerHTML={{ __html: FIRST_TICK_SCRIPT }} />
      <p data-countdown-over="" data-from={over.from} hidden={!over.shown} className={cn('mt-3 text-center text-sm font-semibold', tone === 'dark' ? 'text-accent-300' : 'text-brand-700')}>{over.text}</p>
    </div>
  );
}
