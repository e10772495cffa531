import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { eventPage, pageWith, renderBlockInSite } from '../../../scripts/testing/blockFixtures.ts';
import { Replay } from './Replay.tsx';
import { resolveReplay } from './resolve.ts';
import { noPictures } from '../../parts/pictureLookup.ts';

describe('Replay', () => {
  it('links to the recording, carries its player for the click and says what the button does', () => {
    const replay = { embed: 'https://www.youtube.com/embed/abc', watch: 'https://youtu.be/abc', poster: '/images/poster.svg', title: 'Buổi 1' };
    const view = resolveReplay({}, pageWith(eventPage({ replay })), { labels: { event: { play: 'Xem lại' } } });
    const html = renderBlockInSite(createElement(Replay, { ...view, pictureOf: noPictures }));
    expect(html).toContain('href="https://youtu.be/abc"');
    expect(html).toContain('data-embed="https://www.youtube.com/embed/abc"');
    expect(html).toContain('Xem lại');
    expect(html).toContain('<span class="sr-only">Buổi 1</span>');
  });
});
