import { describe, expect, it } from 'vitest';
import { calendarEvent, calendarFilePath, hasStarted, type CalendarFacts } from './calendarEvent.ts';

const site = { url: 'https://academy.example.vn' };
const workshop: CalendarFacts = {
  title: 'Workshop AI, tăng năng suất 3X',
  description: 'Một buổi sáng thực chiến; miễn phí.',
  start: '2025-08-23T08:00:00+07:00',
  end: '2025-08-23T12:00:00+07:00',
  place: { venue: 'Trung tâm Hội nghị Hoa Sen', address: '168 Phan Văn Trị, Gò Vấp' },
};

describe('calendarEvent', () => {
  it('takes the title, the +07:00 times, the venue and address, and the page address from the facts', () => {
    expect(calendarEvent('/workshop-ai-3x', workshop, site)).toEqual({
      uid: 'workshop-ai-3x@academy.example.vn',
      title: 'Workshop AI, tăng năng suất 3X',
      description: 'Một buổi sáng thực chiến; miễn phí.\n\nhttps://academy.example.vn/workshop-ai-3x',
      location: 'Trung tâm Hội nghị Hoa Sen, 168 Phan Văn Trị, Gò Vấp',
      url: 'https://academy.example.vn/workshop-ai-3x',
      start: Date.parse('2025-08-23T01:00:00Z'),
      end: Date.parse('2025-08-23T05:00:00Z'),
      file: '/workshop-ai-3x.ics',
    });
  });

  it('names the platform as the place of an online event', () => {
    expect(calendarEvent('/webinar', { ...workshop, place: { online: 'Zoom' } }, site)?.location).toBe('Zoom');
  });

  it('gives an event without an end two hours', () => {
    const { end: _, ...withoutEnd } = workshop;
    expect(calendarEvent('/workshop-ai-3x', withoutEnd, site)?.end).toBe(Date.parse('2025-08-23T03:00:00Z'));
  });

  it('shares the UID of the page named by sameEventAs, so both pages fill in one calendar entry', () => {
    const landing = calendarEvent('/webinar-landing', { ...workshop, sameEventAs: '/webinar' }, site);
    expect(landing?.uid).toBe('webinar@academy.example.vn');
    expect(landing?.url).toBe('https://academy.example.vn/webinar-landing');
  });

  it('counts an event as started from its start, to the minute, in any zone the clock is written in', () => {
    expect(hasStarted(workshop, '2025-08-23T07:59:00+07:00')).toBe(false);
    expect(hasStarted(workshop, '2025-08-23T00:59:00Z')).toBe(false);
    expect(hasStarted(workshop, '2025-08-23T08:00:00+07:00')).toBe(true);
    expect(hasStarted(workshop, '2025-09-01T00:00:00+07:00')).toBe(true);
  });

  it('puts the file beside the page, named after it', () => {
    expect(calendarFilePath('/workshop-ai-3x')).toBe('/workshop-ai-3x.ics');
    expect(calendarFilePath('/su-kien/webinar')).toBe('/su-kien/webinar.ics');
  });
});
