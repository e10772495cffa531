import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { eventPage, pageWith, readHtml } from '../../../scripts/testing/blockFixtures.ts';
import { Agenda } from './Agenda.tsx';
import { resolveAgenda } from './resolve.ts';

describe('Agenda', () => {
  it('lists each slot with its time as a range, its title and its note when it has one', () => {
    const page = pageWith(eventPage({ agenda: [
      { time: '08:00-08:30', title: 'Đón khách' },
      { time: '08:30-10:00', title: 'Phần chia sẻ', note: 'Hỏi đáp cuối phần' },
    ] }));
    const html = readHtml(renderToStaticMarkup(createElement(Agenda, resolveAgenda({}, page))));
    expect(html.texts('li > span')).toEqual(['08:00–08:30', '08:30–10:00']);
    expect(html.texts('li p.font-semibold')).toEqual(['Đón khách', 'Phần chia sẻ']);
    expect(html.texts('li p.text-sm')).toEqual(['Hỏi đáp cuối phần']);
  });
});
