/**
 * Countdown tiles (Countdown.tsx): from the pre-rendered initial value they
 * tick every second toward `data-target`; once it has passed they show zeros and stop.
 */
import { pad, timeLeft, type TimeLeft } from '../../../lib/countdown.ts';

const TICK_MS = 1000;

export function enhance(root: HTMLElement): void {
  const target = Date.parse(root.dataset.target ?? '');
  const tiles = (Object.keys({ days: 0, hours: 0, minutes: 0, seconds: 0 }) as (keyof TimeLeft)[])
    .map((unit) => [unit, root.querySelector(`[data-unit="${unit}"]`)] as const);
  const timer = setInterval(() => {
    const left = timeLeft(target, Date.now());
    for (const [unit, tile] of tiles) if (tile) tile.textContent = pad(left[unit]);
    if (Object.values(left).every((value) => value === 0)) clearInterval(timer);
  }, TICK_MS);
}
