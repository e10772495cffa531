import { describe, expect, it } from 'vitest';
import { pad, timeLeft, ZERO } from './countdown.ts';

// The webinar starts on Friday 08/08/2025 at 20:00 in Vietnam (UTC+7).
const start = Date.parse('2025-08-08T20:00:00+07:00');
const SECOND = 1000;

describe('timeLeft', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    expect(timeLeft(start, Date.parse('2025-08-01T20:00:00+07:00'))).toEqual({ days: 7, hours: 0, minutes: 0, seconds: 0 });
    expect(timeLeft(start, Date.parse('2025-08-07T17:58:30+07:00'))).toEqual({ days: 1, hours: 2, minutes: 1, seconds: 30 });
  });

  it('reads the target in its own time zone, whatever the reader’s', () => {
    // 12:59:59 UTC is 19:59:59 in Vietnam: one second to go.
    expect(timeLeft(start, Date.parse('2025-08-08T12:59:59Z'))).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
  });

  it('counts whole seconds down across the deadline and stays at zero after it', () => {
    expect(timeLeft(start, start - SECOND)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(timeLeft(start, start - 1)).toEqual(ZERO);
    expect(timeLeft(start, start)).toEqual(ZERO);
    expect(timeLeft(start, start + SECOND)).toEqual(ZERO);
    expect(timeLeft(start, start + 400 * 86_400 * SECOND)).toEqual(ZERO);
  });

  it('never shows a negative or broken value for an invalid time', () => {
    expect(timeLeft(Number.NaN, start)).toEqual(ZERO);
  });
});

describe('pad', () => {
  it('writes two digits', () => {
    expect([pad(0), pad(7), pad(59), pad(120)]).toEqual(['00', '07', '59', '120']);
  });
});
