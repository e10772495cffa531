/**
 * This site's content as the engine checks it through this site's definition: what the engine's
 * checks are tested for on the fixture site (scripts/testing/fixtureSite/), this site must pass.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { contentDir, projectRoot } from '../scripts/engine/core/paths.ts';
import { formatProblem, type Problem } from '../scripts/engine/core/problem.ts';
import { loadContent } from '../scripts/engine/derive/loadContent.ts';
import { site } from './definition.ts';

let problems: Problem[];
beforeAll(() => {
  problems = loadContent(site, contentDir, projectRoot).problems;
});
const ofRules = (...rules: string[]) => problems.filter((problem) => rules.includes(problem.rule)).map(formatProblem);

describe('this site\'s own links', () => {
  it('are all sound, in pages and in shared data', () => {
    expect(ofRules('link', 'anchor', 'image', 'embed', 'rel', 'html', 'markdown')).toEqual([]);
  });
});

describe('this site\'s own blocks', () => {
  it('are all used as their specs allow, with the ids and headings a page needs', () => {
    expect(ofRules('block', 'prop', 'id', 'heading', 'body')).toEqual([]);
  });
});
