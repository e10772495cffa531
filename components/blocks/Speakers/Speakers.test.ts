import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { eventPage, pageWith, renderBlock } from '../../../scripts/testing/blockFixtures.ts';
import { resolveSpeakers } from './resolve.ts';
import { Speakers } from './Speakers.tsx';
import { noPictures } from '../../parts/pictureLookup.ts';

const person = (name: string) => ({ name, title: 'Diễn giả', topics: ['MT5'], color: 'blue' as const });

describe('Speakers', () => {
  it('shows the event’s speakers unless another list is named', () => {
    const page = pageWith(eventPage({ speakers: [person('An')], guests: [person('Bình')] }));
    const speakers = renderBlock(createElement(Speakers, { ...resolveSpeakers({}, page), pictureOf: noPictures }));
    expect(speakers).toMatch(/^<ul data-people="speakers"/);
    expect(speakers).toContain('>An</h3>');
    expect(speakers).not.toContain('Bình');
    const guests = renderBlock(createElement(Speakers, { ...resolveSpeakers({ of: 'guests' }, page), pictureOf: noPictures }));
    expect(guests).toMatch(/^<ul data-people="guests"/);
    expect(guests).toContain('>Bình</h3>');
    expect(guests).toContain('MT5</li>');
  });
});
