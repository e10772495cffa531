import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listContentPages } from '../../../scripts/testing/content.ts';
import { solutionPath } from '../../../lib/solutionFiles.ts';
import { behaviorRoot, mountMarkup } from '../../../scripts/testing/dom/mountMarkup.ts';
import { resolvedBlock } from '../../resolvedBlock.tsx';
import { ExerciseBoard } from './ExerciseBoard.tsx';
import { resolveExerciseBoard } from './resolve.ts';
import { enhance } from './exerciseBoard.behavior.ts';

const ROUTE = '/bootcamp-n8n-exercises';
const page = listContentPages().find((candidate) => candidate.route === ROUTE)?.frontmatter;
if (page?.type !== 'exercises') throw new Error(`${ROUTE} is missing or not of kind "exercises"`);
const { sessions } = page;
const [first, second, third] = sessions[0]?.exercises ?? [];
if (!first || !second || !third) throw new Error('session 1 needs three exercises');
const STORAGE_KEY = `exercises-completed:${ROUTE}`;

/** The board as a visit finds it: rendered, then enhanced with whatever this browser remembers. */
function openBoard(): HTMLElement {
  mountMarkup(createElement(resolvedBlock(resolveExerciseBoard, ExerciseBoard)), ROUTE);
  const root = behaviorRoot('exerciseBoard');
  enhance(root);
  return root;
}

const card = (id: string) => document.querySelector<HTMLElement>(`[data-exercise="${id}"]`)!;
const toggle = (id: string) => card(id).querySelector<HTMLButtonElement>('[data-complete]')!;
const summary = (id: string) => card(id).querySelector('summary')!;
const sample = (id: string) => card(id).querySelector<HTMLElement>('[data-solution-src]')!;
/** What a session's progress row shows: done count, percent, bar width and the progressbar's value. */
function progress(session: number) {
  const row = document.querySelector<HTMLElement>(`[data-progress="session${session}"]`)!;
  return {
    done: row.querySelector('[data-done-count]')?.textContent,
    percent: row.querySelector('[data-percent]')?.textContent,
    // A bar never filled has no width of its own: it is empty (w-0).
    bar: row.querySelector<HTMLElement>('[data-bar]')?.style.width || '0%',
    value: row.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow'),
  };
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the exercises board', () => {
  it('starts with nothing done and every session at 0%', () => {
    openBoard();
    expect(sessions.map((_, index) => progress(index + 1).percent)).toEqual(sessions.map(() => '0%'));
    expect(toggle(first.id).getAttribute('aria-pressed')).toBe('false');
  });

  it('marks an exercise done and counts it in its own session’s progress only', () => {
    openBoard();
    toggle(first.id).click();
    expect(toggle(first.id).getAttribute('aria-pressed')).toBe('true');
    expect(card(first.id).hasAttribute('data-done')).toBe(true);
    const percent = Math.round(100 / sessions[0]!.exercises.length);
    expect(progress(1)).toEqual({ done: '1', percent: `${percent}%`, bar: `${percent}%`, value: String(percent) });
    expect(progress(2)).toEqual({ done: '0', percent: '0%', bar: '0%', value: '0' });
  });

  it('unmarks an exercise on a second press', () => {
    openBoard();
    toggle(first.id).click();
    toggle(second.id).click();
    toggle(first.id).click();
    expect(toggle(first.id).getAttribute('aria-pressed')).toBe('false');
    expect(card(first.id).hasAttribute('data-done')).toBe(false);
    expect(progress(1).done).toBe('1');
  });

  it('remembers what is done in this browser and shows it on the next visit', () => {
    openBoard();
    toggle(first.id).click();
    toggle(third.id).click();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]')).toEqual([first.id, third.id].sort());

    openBoard();
    expect([first, second, third].map((exercise) => toggle(exercise.id).getAttribute('aria-pressed'))).toEqual(['true', 'false', 'true']);
    expect(progress(1).done).toBe('2');
  });

  it('still counts progress for the visit when the browser refuses storage', () => {
    // As with cookies blocked: every use of storage throws.
    const refuse = vi.fn(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    vi.stubGlobal('localStorage', { getItem: refuse, setItem: refuse });
    openBoard();
    toggle(first.id).click();
    expect(toggle(first.id).getAttribute('aria-pressed')).toBe('true');
    expect(progress(1).done).toBe('1');
    expect(refuse).toHaveBeenCalledTimes(2);
  });

  it('opens and closes a card from its summary', () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('')));
    openBoard();
    const details = card(first.id).querySelector('details')!;
    summary(first.id).click();
    expect(details.open).toBe(true);
    summary(first.id).click();
    expect(details.open).toBe(false);
  });

  it('loads the sample solution from the file beside the page when its card first opens, and only then', async () => {
    const fetchSolution = vi.fn(async () => new Response(first.solution.content));
    vi.stubGlobal('fetch', fetchSolution);
    openBoard();
    expect(fetchSolution).not.toHaveBeenCalled();

    summary(first.id).click();
    await vi.waitFor(() => expect(sample(first.id).textContent).toBe(first.solution.content));
    expect(fetchSolution).toHaveBeenCalledWith(solutionPath(ROUTE, first.solution.fileName));

    summary(first.id).click();
    summary(first.id).click();
    expect(fetchSolution).toHaveBeenCalledTimes(1);
  });

  it('loads the sample solution of a card opened before this code arrived', async () => {
    const fetchSolution = vi.fn(async () => new Response(first.solution.content));
    vi.stubGlobal('fetch', fetchSolution);
    mountMarkup(createElement(resolvedBlock(resolveExerciseBoard, ExerciseBoard)), ROUTE);
    summary(first.id).click();
    enhance(behaviorRoot('exerciseBoard'));
    await vi.waitFor(() => expect(sample(first.id).textContent).toBe(first.solution.content));
    expect(fetchSolution).toHaveBeenCalledTimes(1);
  });

  it('tries the sample solution again on the next opening when it failed to load', async () => {
    const fetchSolution = vi.fn(async () => new Response('', { status: 503, statusText: 'Service Unavailable' }));
    vi.stubGlobal('fetch', fetchSolution);
    openBoard();
    summary(first.id).click();
    await vi.waitFor(() => expect(sample(first.id).dataset.loaded).toBeUndefined());
    expect(sample(first.id).textContent).toBe('');

    fetchSolution.mockImplementation(async () => new Response(first.solution.content));
    summary(first.id).click();
    summary(first.id).click();
    await vi.waitFor(() => expect(sample(first.id).textContent).toBe(first.solution.content));
    expect(fetchSolution).toHaveBeenCalledTimes(2);
  });

  it('draws a card opening by its objectives first, then whole once that frame is painted; a card closing stays whole', async () => {
    openBoard();
    const details = card(first.id).querySelector('details')!;
    summary(first.id).click();
    expect(details.open).toBe(true);
    expect(details.hasAttribute('data-first-screen')).toBe(true);
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => setTimeout(resolve))));
    expect(details.hasAttribute('data-first-screen')).toBe(false);
    summary(first.id).click();
    expect(details.open).toBe(false);
    expect(details.hasAttribute('data-first-screen')).toBe(false);
  });
});
