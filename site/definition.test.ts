/**
 * This site's content as the engine checks it through this site's definition: what the engine's
 * checks are tested for on the fixture site (scripts/testing/fixtureSite/), this site must pass.
 */
import { describe, expect, it } from 'vitest';
import { contentDir, projectRoot } from '../scripts/engine/core/paths.ts';
import { formatProblem } from '../scripts/engine/core/problem.ts';
import { loadContent } from '../scripts/engine/derive/loadContent.ts';
import { site } from './definition.ts';

describe('this site\'s own links', () => {
  it('are all sound, in pages and in shared data', () => {
    const rules = ['link', 'anchor', 'image', 'embed', 'rel', 'html', 'markdown'];
    expect(loadContent(site, contentDir, projectRoot).problems.filter((problem) => rules.includes(problem.rule)).map(formatProblem)).toEqual([]);
  });
});
