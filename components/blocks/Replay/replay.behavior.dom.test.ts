import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listContentPages } from '../../../scripts/testing/content.ts';
import { clickFollowsLink } from '../../../scripts/testing/dom/clickFollowsLink.ts';
import { behaviorRoot, ignoreUnloadedFrames, mountMarkup } from '../../../scripts/testing/dom/mountMarkup.ts';
import { blocks } from '../../mdx.tsx';
import { enhance } from './replay.behavior.ts';

/** The event whose recording the page offers. */
const ROUTE = '/blockchain-mastery';
const event = listContentPages().find((page) => page.route === ROUTE)?.frontmatter;
if (event?.type !== 'event' || !event.replay) throw new Error(`${ROUTE} is not an event with a replay`);
const { replay } = event;

let root: HTMLElement;

beforeEach(() => {
  ignoreUnloadedFrames();
  mountMarkup(createElement(blocks.Replay), ROUTE);
  root = behaviorRoot('replay');
  enhance(root);
});

afterEach(() => {
  vi.restoreAllMocks();
});

const play = () => root.querySelector('a[data-embed]');
const player = () => root.querySelector('iframe');

describe('the replay', () => {
  it('shows the poster and a link to the video, and no player, until pressed', () => {
    expect(play()?.getAttribute('href')).toBe(replay.watch);
    expect(play()?.querySelector('img')?.getAttribute('src')).toBe(replay.poster);
    expect(player()).toBeNull();
  });

  it('swaps the poster for the embedded player on press, staying on the page', () => {
    expect(clickFollowsLink(play()!)).toBe(false);
    expect(play()).toBeNull();
    expect(player()?.getAttribute('src')).toBe(replay.embed);
    expect(player()?.title).toBe(replay.title);
    expect(player()?.allowFullscreen).toBe(true);
  });

  it('gives the player focus, so the keyboard reaches it at once', () => {
    clickFollowsLink(play()!);
    expect(document.activeElement).toBe(player());
  });

  it.each([['ctrlKey'], ['metaKey'], ['shiftKey']] as const)('leaves a click with %s to open the video in a new tab or window', (key) => {
    expect(clickFollowsLink(play()!, { [key]: true })).toBe(true);
    expect(player()).toBeNull();
  });
});
