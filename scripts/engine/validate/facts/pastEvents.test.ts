/**
 * An event already over (pastEvents.ts) on the fixture site (scripts/testing/fixtureSite/, whose
 * /su-kien is in 2030), its clock on 1 January 2026, with the events its definition names: what
 * `npm run check` reports in a git repository where the writer has just added or edited a page.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatProblem, type Problem } from '../../core/problem.ts';
import { changedFiles } from '../../read/changedFiles.ts';
import type { AnySiteDefinition } from '../../site.ts';
import { fixtureSite } from '../../../testing/fixtureSite/definition.ts';
import { inFixtureCopy, type FixtureFiles } from '../../../testing/fixtureSite/loadFixture.ts';
import { inFileOrder } from '../inFileOrder.ts';
import { validateContent } from '../validateContent.ts';

const withEvents: AnySiteDefinition = {
  ...fixtureSite,
  // An event of the fixture site lasts two hours.
  eventTimes: (frontmatter) => (frontmatter.type === 'event' && 'start' in frontmatter && typeof frontmatter.start === 'string'
    ? { start: frontmatter.start, end: new Date(Date.parse(frontmatter.start) + 2 * 3_600_000).toISOString(), field: 'start' } : undefined),
};

const event = (start: string) => ['---', 'type: event', 'title: Hội thảo', 'description: Một hội thảo của site mẫu.', `start: ${start}`, 'speakers: [an]', '---', '', '# Hội thảo', ''].join('\n');

/**
 * The problems of the past-event check once `committed` is committed in a fresh repository and
 * `edited` written after it, uncommitted; with `git: false`, the copy is no repository at all.
 */
function pastEvents(committed: FixtureFiles, edited: Record<string, string>, { git = true } = {}): Problem[] {
  return inFixtureCopy(committed, (content, root) => {
    if (git) for (const args of [['init', '--quiet'], ['add', '.'], ['commit', '--quiet', '-m', 'site mẫu']]) {
      spawnSync('git', ['-c', 'user.name=Thử', '-c', 'user.email=thu@example.com', '-c', 'commit.gpgsign=false', ...args], { cwd: root });
    }
    for (const [file, text] of Object.entries(edited)) writeFileSync(path.join(content, file), text);
    const { problems } = validateContent(withEvents, content, root, { today: '2026-01-01', now: '2026-01-01T00:00:00+07:00', changed: changedFiles(root) });
    return inFileOrder(problems).filter((problem) => problem.rule === 'past-event');
  });
}

describe('an event already over', () => {
  it('is a warning at the start of a page the writer has just added, with the same day in the first year to come', () => {
    const [problem, ...others] = pastEvents({}, { 'hoi-thao.mdx': event('2025-03-01T19:00:00+07:00') });
    expect(others).toEqual([]);
    expect(problem?.listed).toBe(true);
    expect(formatProblem(problem!)).toBe('content/hoi-thao.mdx:5:1  past-event  warning: start: sự kiện này đã diễn ra: kết thúc ngày 01/03/2025, trước hôm nay (01/01/2026). '
      + 'Nếu là sự kiện sắp tới, sửa ngày, ví dụ cùng ngày năm 2026: 2026-03-01T19:00:00+07:00; nếu trang giữ lại một sự kiện đã qua thì để nguyên');
  });

  it('is a warning on a page edited since the last commit, its day moved to a leap year when it is 29 February', () => {
    const problems = pastEvents({ 'hoi-thao.mdx': event('2030-02-01T19:00:00+07:00') }, { 'hoi-thao.mdx': event('2024-02-29T19:00:00+07:00') });
    expect(problems.map(formatProblem)).toEqual([expect.stringContaining('ví dụ cùng ngày năm 2028: 2028-02-29T19:00:00+07:00')]);
  });

  it('is a note counted on the report\'s line of kinds on a page the writer left as it was', () => {
    expect(pastEvents({ 'hoi-thao.mdx': event('2025-03-01T19:00:00+07:00') }, {})).toEqual([{
      file: 'content/hoi-thao.mdx', line: 5, column: 1, rule: 'past-event', field: 'start', severity: 'note', tally: 'sự kiện đã diễn ra', message: 'sự kiện đã diễn ra (kết thúc ngày 01/03/2025)',
    }]);
  });

  it('is a note on a new page too where the project is no git repository', () => {
    expect(pastEvents({}, { 'hoi-thao.mdx': event('2025-03-01T19:00:00+07:00') }, { git: false }).map((problem) => problem.severity)).toEqual(['note']);
  });

  it('lasts two hours without an end: nothing while it is on, nor for an event to come', () => {
    expect(pastEvents({}, { 'dang-dien-ra.mdx': event('2025-12-31T23:00:00+07:00'), 'sap-toi.mdx': event('2026-02-01T19:00:00+07:00') })).toEqual([]);
  });
});
