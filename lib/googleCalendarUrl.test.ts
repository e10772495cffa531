import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from './calendarEvent.ts';
import { googleCalendarUrl, utcStamp } from './googleCalendarUrl.ts';

const event: CalendarEvent = {
  uid: 'workshop-ai-3x@academy.example.vn',
  title: 'Workshop AI & n8n #3: tăng năng suất 3X',
  description: 'Một buổi sáng thực chiến, miễn phí.\n\nhttps://academy.example.vn/workshop-ai-3x',
  location: 'Trung tâm Hội nghị Hoa Sen, 168 Phan Văn Trị, Gò Vấp',
  url: 'https://academy.example.vn/workshop-ai-3x',
  start: Date.parse('2025-08-23T08:00:00+07:00'),
  end: Date.parse('2025-08-23T12:00:00+07:00'),
  file: '/workshop-ai-3x.ics',
};

describe('googleCalendarUrl', () => {
  it('opens Google Calendar’s new-event form with the title, UTC times, details and place', () => {
    const url = new URL(googleCalendarUrl(event));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: 'Workshop AI & n8n #3: tăng năng suất 3X',
      dates: '20250823T010000Z/20250823T050000Z',
      details: 'Một buổi sáng thực chiến, miễn phí.\n\nhttps://academy.example.vn/workshop-ai-3x',
      location: 'Trung tâm Hội nghị Hoa Sen, 168 Phan Văn Trị, Gò Vấp',
    });
  });

  it('encodes spaces as %20 and keeps "&" and "#" inside the title, so no parameter is cut short', () => {
    const link = googleCalendarUrl(event);
    expect(link).not.toContain('+');
    expect(link).toContain('text=Workshop%20AI%20%26%20n8n%20%233');
    expect(new URL(link).hash).toBe('');
  });

  it('writes times in the basic UTC form, seconds included', () => {
    expect(utcStamp(Date.parse('2025-08-08T20:00:00+07:00'))).toBe('20250808T130000Z');
  });
});
