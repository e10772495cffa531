/** One offering's schedule stated on several pages (scheduleConsistency.ts), over the real content, which states one differently today. */
import { describe, expect, it } from 'vitest';
import { contentDir, projectRoot } from '../../scripts/engine/core/paths.ts';
import { formatProblem } from '../../scripts/engine/core/problem.ts';
import { loadContent } from '../../scripts/engine/derive/loadContent.ts';
import { site } from '../definition.ts';

describe('a course\'s schedule stated on two pages', () => {
  it('warns where two pages state it differently, naming both', () => {
    const warnings = loadContent(site, contentDir, projectRoot).problems.filter((p) => p.rule === 'consistency').map(formatProblem);
    expect(warnings).toContainEqual(expect.stringMatching(/^content\/lich-khai-giang\.mdx:\d+:\d+ {2}consistency {2}warning: schedule: flagship ghi "Thứ 2 & Thứ 7" ở đây nhưng "Thứ 7 & Chủ nhật" ở content\/lap-trinh-bot-auto-trading-khong-can-biet-code\.mdx:\d+/));
  });
});
