// @vitest-environment happy-dom
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { listContentPages, readSiteData } from '../../../scripts/testing/content.ts';
import { mountMarkup } from '../../../scripts/testing/dom/mountMarkup.ts';
import { Curriculum } from './Curriculum.tsx';

const { labels } = readSiteData();
const curriculumOf = (route: string) => {
  const frontmatter = listContentPages().find((page) => page.route === route)?.frontmatter;
  if (!frontmatter || !('curriculum' in frontmatter) || !frontmatter.curriculum) throw new Error(`${route} has no curriculum`);
  return frontmatter.curriculum;
};

const FLAGSHIP = '/lap-trinh-bot-auto-trading-khong-can-biet-code';

describe('Curriculum', () => {
  it('makes each block of a long curriculum a disclosure, the first open, each summary naming its block and counting its sessions', () => {
    const blocks = curriculumOf(FLAGSHIP);
    mountMarkup(createElement(Curriculum), FLAGSHIP);
    const disclosures = [...document.querySelectorAll('details')];
    expect(disclosures.map((details) => details.open)).toEqual(blocks.map((_, index) => index === 0));
    disclosures.forEach((details, index) => {
      const summary = details.querySelector('summary')?.textContent ?? '';
      const block = blocks[index];
      expect(summary).toContain(block?.label);
      expect(summary).toContain(block?.title);
      expect(summary).toContain(`${block?.sessions.length} ${labels.sessions}`);
    });
  });

  it('keeps every session of closed blocks in the HTML, numbered across blocks', () => {
    const blocks = curriculumOf(FLAGSHIP);
    mountMarkup(createElement(Curriculum), FLAGSHIP);
    const sessions = [...document.querySelectorAll('details li > h4')].map((heading) => heading.textContent);
    expect(sessions).toEqual(blocks.flatMap((block) => block.sessions.map((session) => session.title)));
    const numbers = [...document.querySelectorAll('details ol > li > p:first-child')].map((label) => label.textContent);
    expect(numbers).toEqual(sessions.map((_, index) => `${labels.sessionRange} ${index + 1}`));
  });

  it('shows a curriculum of one block as it is, with nothing to open', () => {
    const route = listContentPages().find((page) => 'curriculum' in page.frontmatter && page.frontmatter.curriculum?.length === 1)?.route;
    if (!route) throw new Error('no page has a curriculum of one block');
    mountMarkup(createElement(Curriculum), route);
    expect(document.querySelectorAll('details')).toHaveLength(0);
    expect(document.querySelectorAll('ol > li > h4')).toHaveLength(curriculumOf(route)[0]?.sessions.length ?? -1);
  });
});
