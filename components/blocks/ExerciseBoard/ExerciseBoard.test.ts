import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { Exercise } from '../../../content/schema.ts';
import { exercisesPage, fixtureLabels, pageWith, fixtureSite, readHtml, renderBlockWith } from '../../../scripts/testing/blockFixtures.ts';
import { ExerciseBoard } from './ExerciseBoard.tsx';
import { resolveExerciseBoard } from './resolve.ts';

const ROUTE = '/bai-tap';
const exercise = (id: string, difficulty: Exercise['difficulty']): Exercise => ({
  id, title: `Bài ${id}`, difficulty, minutes: 30, description: 'Làm theo từng bước.', objectives: ['Hiểu luồng'],
  steps: [{ task: 'Tạo luồng', instruction: 'Mở n8n.', deliverable: 'Ảnh chụp' }], resources: ['Tài liệu n8n'],
  solution: { fileName: `${id}.json`, content: '{}' },
});
const site = fixtureSite();
const page = pageWith(exercisesPage([
  { title: 'Làm quen', exercises: [exercise('ex1-1', 'Cơ bản'), exercise('ex1-2', 'Nâng cao')] },
  { title: 'Tự động hóa', exercises: [exercise('ex2-1', 'Trung bình')] },
], { actions: { progress: [{ label: 'Nộp bài', href: '/nop-bai' }] } }), ROUTE);
const html = readHtml(renderBlockWith(createElement(ExerciseBoard, resolveExerciseBoard({}, page, site)), site, page));
const { sessionRange, exercises: words } = fixtureLabels;

describe('ExerciseBoard', () => {
  it('gives each session a tab, numbered, with its exercises counted', () => {
    expect(html.texts('[role="tab"]')).toEqual([`${sessionRange} 1`, `${sessionRange} 2`]);
    expect(html.texts('[role="tabpanel"] > h3 + h3')).toEqual(['Làm quen', 'Tự động hóa']);
    expect(html.texts('[role="tabpanel"] > p')).toEqual([`2 ${words.exercises}`, `1 ${words.exercises}`]);
  });

  it('links each exercise’s sample solution as a file beside the page', () => {
    expect(html.attributes('[data-exercise]', 'id')).toEqual(['ex1-1', 'ex1-2', 'ex2-1']);
    expect(html.attributes('a[download]', 'href')).toEqual([`${ROUTE}/ex1-1.json`, `${ROUTE}/ex1-2.json`, `${ROUTE}/ex2-1.json`]);
    expect(html.attributes('[data-exercise] p > span:nth-child(2)', 'className').map((names) => String(names))).toEqual([
      expect.stringContaining('green'), expect.stringContaining('red'), expect.stringContaining('yellow'),
    ]);
  });

  it('keeps progress by page, one row per session, with the page’s progress buttons', () => {
    expect(html.attributes('[data-behavior="exerciseBoard"]', 'dataStorageKey')).toEqual([`exercises-completed:${ROUTE}`]);
    expect(html.attributes('[data-progress]', 'dataProgress')).toEqual(['session1', 'session2']);
    expect(html.texts('#exercise-progress ~ div a')).toEqual(['Nộp bài']);
  });
});
