/**
 * This site's content as the engine checks it through this site's definition: what the engine's
 * checks are tested for on the fixture site (scripts/testing/fixtureSite/), this site must pass.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
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

describe('this site\'s content as a whole', () => {
  it('has no errors', () => {
    expect(problems.filter((problem) => problem.severity === 'error').map(formatProblem)).toEqual([]);
  });

  it('lists every contact still tagged !example as a warning with its place', () => {
    const warnings = problems.filter((p) => p.severity === 'warning');
    const tagged = readFileSync(path.join(contentDir, 'data', 'contacts.yaml'), 'utf8').match(/: !example /g) ?? [];
    expect(tagged.length).toBeGreaterThan(0);
    expect(warnings.filter((w) => w.file === 'content/data/contacts.yaml')).toHaveLength(tagged.length);
    expect(formatProblem(warnings.find((w) => w.field === 'group-chat.href')!)).toMatch(
      /^content\/data\/contacts\.yaml:\d+:\d+ {2}example {2}warning: group-chat\.href: giá trị mẫu "https:\/\/zalo\.me\/g\/example-group" vẫn còn/,
    );
  });
});
