import { beforeAll, describe, expect, it } from 'vitest';
import type { Labels } from '../../content/schema.ts';
import { contentDir, projectRoot } from '../../scripts/engine/core/paths.ts';
import { loadContent } from '../../scripts/engine/derive/loadContent.ts';
import { site } from '../definition.ts';
import { formatFactValue } from './formatFact.ts';

let labels: Labels;
beforeAll(() => {
  labels = loadContent(site, contentDir, projectRoot).data.labels;
});

describe('formatFactValue', () => {
  it('writes prices in VND the way pages do, a zero price as free and a discount as a percent', () => {
    expect(formatFactValue(['price'], 990000, labels)).toBe('990.000 VNĐ');
    expect(formatFactValue(['packages', 1, 'originalPrice'], 1290000, labels)).toBe('1.290.000 VNĐ');
    expect(formatFactValue(['price'], 0, labels)).toBe(labels.event.free);
    expect(formatFactValue(['offering', 'discount'], 30, labels)).toBe('30%');
    expect(formatFactValue(['seats'], 100, labels)).toBe('100');
  });

  it('writes dates as the page prints them: day/month/year, the promo strip without the year, event times with the clock', () => {
    expect(formatFactValue(['startDate'], '2025-08-13', labels)).toBe('13/08/2025');
    expect(formatFactValue(['promo', 'date'], '2025-08-08', labels)).toBe('08/08');
    expect(formatFactValue(['start'], '2025-08-08T20:00:00+07:00', labels)).toBe('08/08/2025 20:00');
  });

  it('joins a list of values, folds line breaks in text and says yes or no in Vietnamese', () => {
    expect(formatFactValue(['timeSlots'], ['8:00-10:00', '14:00-16:00'], labels)).toBe('8:00-10:00, 14:00-16:00');
    expect(formatFactValue(['description'], 'Hai\ndòng', labels)).toBe('Hai dòng');
    expect(formatFactValue(['showEnrolment'], false, labels)).toBe('không');
    expect(formatFactValue(['draft'], true, labels)).toBe('có');
  });
});
