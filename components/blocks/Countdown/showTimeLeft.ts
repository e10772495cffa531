/**
 * Writes the time left until the countdown's `data-target` into its tiles (Countdown.tsx); whether
 * any is left. countdown.behavior.ts ticks with it every second; the first tick, as the page is
 * parsed, is firstTickScript.ts, which writes the same.
 */
import { pad, timeLeft, type TimeLeft } from '../../../lib/countdown.ts';

const UNITS: (keyof TimeLeft)[] = ['days', 'hours', 'minutes', 'seconds'];

export function showTimeLeft(root: HTMLElement, now: number): boolean {
  const left = timeLeft(Date.parse(root.dataset.target ?? ''), now);
  for (const unit of UNITS) {
    const tile = root.querySelector(`[data-unit="${unit}"]`);
    if (tile) tile.textContent = pad(left[unit]);
  }
  return UNITS.some((unit) => left[unit] > 0);
}
