import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HEAD_SCRIPT } from '../headScript.ts';
import { replayEarlyTaps } from './earlyTaps.ts';

/** Which controls were clicked, in order, once the shell listens. */
let answered: string[];
/** Takes each test's shell listener away after it. */
let shellListener: AbortController;

beforeEach(() => {
  document.documentElement.className = '';
  document.body.innerHTML = `
    <div role="tablist"><button type="button" role="tab" id="tab-1">1</button><button type="button" role="tab" id="tab-2"><svg id="icon"></svg>2</button></div>
    <button type="button" id="search" commandfor="search-dialog" command="show-modal">search</button>
    <details><summary id="menu">menu</summary></details>
    <a href="#register" id="link">register</a>`;
  // The page's head script, as the browser runs it before the body.
  new Function(HEAD_SCRIPT)();
  answered = [];
  shellListener = new AbortController();
});

afterEach(() => {
  shellListener.abort();
  window.__earlyTaps?.stop();
  delete window.__earlyTaps;
});

/** What the shell does when it runs: listen, then give the early taps again. */
function shellRuns(): void {
  document.addEventListener('click', (event) => answered.push((event.target as Element).closest('[id]')?.id ?? ''), { signal: shellListener.signal });
  replayEarlyTaps();
}

const tap = (id: string) => document.getElementById(id)?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

describe('taps before the shell has run', () => {
  it('marks the page as scripted', () => {
    expect(document.documentElement.className).toBe('js');
  });

  it('gives a plain button its taps again once the shell listens, in the order they came, an icon’s tap as its button’s', () => {
    tap('tab-2');
    tap('tab-1');
    tap('icon');
    expect(answered).toEqual([]);
    shellRuns();
    expect(answered).toEqual(['tab-2', 'tab-1', 'tab-2']);
  });

  it('leaves alone what answers natively: an invoker command, a disclosure, a link', () => {
    tap('search');
    tap('menu');
    tap('link');
    shellRuns();
    expect(answered).toEqual([]);
  });

  it('records nothing more once the shell has run, so no later tap is answered twice', () => {
    shellRuns();
    tap('tab-1');
    replayEarlyTaps();
    expect(answered).toEqual(['tab-1']);
  });
});
