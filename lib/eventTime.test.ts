import { describe, expect, it } from 'vitest';
import { eventTime } from './eventTime.ts';

describe('eventTime', () => {
  it('reads the date, weekday and time range as written in Vietnam', () => {
    // Friday 08/08/2025, 20:00–22:00.
    expect(eventTime('2025-08-08T20:00:00+07:00', '2025-08-08T22:00:00+07:00')).toEqual({ date: '08/08/2025', weekday: 5, time: '20:00–22:00' });
    // Saturday 23/08/2025, 08:00–12:00.
    expect(eventTime('2025-08-23T08:00:00+07:00', '2025-08-23T12:00:00+07:00')).toEqual({ date: '23/08/2025', weekday: 6, time: '08:00–12:00' });
  });

  it('does not move an early-morning event to the previous day in UTC', () => {
    // 05:30 in Vietnam is 22:30 the day before in UTC.
    expect(eventTime('2025-10-05T05:30:00+07:00').date).toBe('05/10/2025');
    expect(eventTime('2025-10-05T05:30:00+07:00').weekday).toBe(0);
  });

  it('rejects text that is not an ISO date and time', () => {
    expect(() => eventTime('05/10/2025 08:00')).toThrow(/expected a date and time/);
  });
});
