/**
 * Countdown tiles (Countdown.tsx): they show the time left by the visitor's clock at once (the
 * shell has already, renderer/shell/pageClock.ts), then tick every second toward `data-target`;
 * once it has passed they show zeros and stop.
 */
import { showTimeLeft } from './showTimeLeft.ts';

const TICK_MS = 1000;

export function enhance(root: HTMLElement): void {
  if (!showTimeLeft(root, Date.now())) return;
  const timer = setInterval(() => {
    if (!showTimeLeft(root, Date.now())) clearInterval(timer);
  }, TICK_MS);
}
