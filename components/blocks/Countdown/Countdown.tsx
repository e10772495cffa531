import type { z } from 'zod';
import { INITIAL, pad } from '../../../lib/countdown.ts';
import { useFrontmatter, useSite } from '../../SiteContext.tsx';
import { cn } from '../../ui/cn.ts';
import type { countdownBlock } from './countdown.schema.ts';

/** Days, hours, minutes and seconds to the start (countdown.behavior.ts ticks them). */
export function Countdown({ tone = 'light' }: z.infer<typeof countdownBlock.props>) {
  const event = useFrontmatter('event');
  const { labels } = useSite().data;
  if (!event.countdown) throw new Error(`"${event.title}": <Countdown /> needs "countdown: true"`);
  const units = ['days', 'hours', 'minutes', 'seconds'] as const;
  return (
    <div role="timer" data-behavior="countdown" data-load="visible" data-target={event.start} className="mt-8 grid max-w-md grid-cols-4 gap-2 sm:gap-3">
      {units.map((unit) => (
        <div key={unit} className={cn('rounded-2xl px-2 py-3 text-center', tone === 'dark' ? 'bg-white/10 ring-1 ring-white/15' : 'border border-ink-200 bg-white shadow-card')}>
          <span data-unit={unit} className={cn('block text-3xl font-extrabold tabular-nums', tone === 'dark' ? 'text-white' : 'text-brand-700')}>{pad(INITIAL[unit])}</span>
          <span className={cn('text-xs', tone === 'dark' ? 'text-brand-200' : 'text-ink-500')}>{labels.countdown[unit]}</span>
        </div>
      ))}
    </div>
  );
}
