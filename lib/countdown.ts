/** Days, hours, minutes and seconds left until an event; never negative. */
export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export const ZERO: TimeLeft = { days: 0, hours: 0, minutes: 0, seconds: 0 };

/** What a countdown shows before its first tick (the spec's initial value: 7 days). */
export const INITIAL: TimeLeft = { days: 7, hours: 0, minutes: 0, seconds: 0 };

/** Time left from `now` until `target` (both epoch milliseconds), whole seconds, all zeros once passed. */
export function timeLeft(target: number, now: number): TimeLeft {
  const total = Math.floor((target - now) / 1000);
  if (!(total > 0)) return ZERO;
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}

/** Two digits per tile, as clocks show them: 7 → "07". */
export function pad(value: number): string {
  return String(value).padStart(2, '0');
}
