import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pageWith, landingPage } from '../../../scripts/testing/blockFixtures.ts';
import { Count } from './Count.tsx';
import { resolveCount } from './resolve.ts';

const page = pageWith(landingPage({
  curriculum: [{ sessions: [{ title: 'Buổi mở đầu', topics: ['Cài đặt'] }, { title: 'Buổi hai', topics: ['Lệnh'] }] }, { sessions: [{ title: 'Buổi ba', topics: ['Bot'] }] }],
  cards: { goals: [{ title: 'Mục tiêu 1' }, { title: 'Mục tiêu 2' }] },
}));
const count = (of: string) => renderToStaticMarkup(createElement(Count, resolveCount({ of }, page)));

describe('Count', () => {
  it('writes how many sessions the curriculum has, across its blocks', () => {
    expect(count('curriculum')).toBe('3');
  });

  it('writes how many cards a named list has', () => {
    expect(count('goals')).toBe('2');
  });
});
