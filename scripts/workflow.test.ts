import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { validateWorkflow, type ValidationError } from '@action-validator/core';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import { projectRoot } from './engine/core/paths.ts';

/**
 * The GitHub Actions workflows, checked by action-validator (the schemastore workflow schema
 * and GitHub's own rules) before GitHub ever sees them, plus what the pull-request workflow must do.
 */
const workflowsDir = path.join(projectRoot, '.github', 'workflows');
const workflows = readdirSync(workflowsDir).filter((name) => /\.ya?ml$/.test(name));
const readWorkflow = (name: string) => readFileSync(path.join(workflowsDir, name), 'utf8');
const pullRequest = readWorkflow('pull-request.yml');
const packageScripts = z.object({ scripts: z.record(z.string(), z.string()) }).parse(JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8'))).scripts;

/** Each error as `path: title (detail)`, nested one-of alternatives included, so a failure says what to fix. */
function describeErrors(errors: ValidationError[]): string[] {
  return errors.flatMap((error) => [
    `${'path' in error ? error.path : ''}: ${error.title}${error.detail ? ` (${error.detail})` : ''}`,
    ...('states' in error ? (error.states ?? []).flatMap((state) => describeErrors(state.errors)) : []),
  ]);
}

const step = z.looseObject({
  name: z.string().optional(), id: z.string().optional(), uses: z.string().optional(), run: z.string().optional(),
  with: z.record(z.string(), z.unknown()).optional(), env: z.record(z.string(), z.string()).optional(),
});
const workflowShape = z.looseObject({
  on: z.looseObject({ pull_request: z.unknown() }),
  permissions: z.record(z.string(), z.string()),
  jobs: z.record(z.string(), z.looseObject({ steps: z.array(step) })),
});

describe('GitHub workflows', () => {
  it('finds the workflows to check', () => {
    expect(workflows).toEqual(expect.arrayContaining(['pull-request.yml', 'publish.yml', 'publish-daily.yml', 'publish-on-push.yml']));
  });

  it.each(workflows)('%s is a valid GitHub Actions workflow', (name) => {
    const { actionType, errors } = validateWorkflow(readFileSync(path.join(workflowsDir, name), 'utf8'));
    expect(actionType).toBe('workflow');
    expect(describeErrors(errors)).toEqual([]);
  });

  it('rejects a workflow GitHub would reject, so the check above can fail', () => {
    const misspelt = validateWorkflow(pullRequest.replace('runs-on:', 'run-on:'));
    expect(describeErrors(misspelt.errors).join('\n')).toContain("Additional property 'run-on' is not allowed");
    expect(validateWorkflow(pullRequest.replace('pull_request:', 'pull_requests:')).errors).not.toEqual([]);
  });
});

describe('the pull-request workflow', () => {
  const workflow = workflowShape.parse(parse(pullRequest));
  const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);
  const runs = steps.flatMap((s) => (s.run ? [s.run] : []));

  it('runs on every pull request with read access to the code and write access to its comments', () => {
    expect(workflow.on.pull_request).toBeNull();
    expect(workflow.permissions).toEqual({ contents: 'read', 'pull-requests': 'write' });
  });

  it('checks out the whole history and sets up Node 20', () => {
    expect(steps.find((s) => s.uses?.startsWith('actions/checkout@'))?.with).toMatchObject({ 'fetch-depth': 0 });
    expect(steps.find((s) => s.uses?.startsWith('actions/setup-node@'))?.with).toMatchObject({ 'node-version': 20 });
  });

  it('installs with npm install, never npm ci, and Chromium for the browser tests', () => {
    expect(runs).toContain('npm install');
    expect(runs.join('\n')).not.toMatch(/npm ci\b/);
    expect(runs.join('\n')).toContain('sudo apt-get install -y chromium');
  });

  it('runs every test, then writes the facts diff against the base branch into the job summary', () => {
    const test = runs.indexOf('npm test');
    const diff = runs.findIndex((run) => run.includes('npm run --silent facts:diff -- "origin/$BASE_REF" HEAD'));
    expect(test).toBeGreaterThanOrEqual(0);
    expect(diff).toBeGreaterThan(test);
    expect(runs[diff]).toContain('>> "$GITHUB_STEP_SUMMARY"');
  });

  it('comments the facts diff with a script that parses and cannot fail the job', () => {
    const comment = steps.find((s) => s.uses?.startsWith('actions/github-script@'));
    const script = z.string().parse(comment?.with?.script);
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor;
    expect(() => new AsyncFunction('github', 'context', 'core', 'require', script)).not.toThrow();
    expect(comment).toMatchObject({ 'continue-on-error': true });
  });

  it('calls the facts diff through the package script', () => {
    expect(packageScripts['facts:diff']).toBe('node --import tsx scripts/facts-diff.ts');
    expect(packageScripts.review).toBe('node --import tsx scripts/review.ts');
  });

  it('reviews the change visually after the facts diff, even after a failed test, and uploads review/ as an artifact', () => {
    const review = steps.findIndex((s) => s.run === 'npm run --silent review -- "origin/$BASE_REF" HEAD');
    expect(review).toBeGreaterThan(steps.findIndex((s) => s.id === 'facts'));
    expect(steps[review]).toMatchObject({ id: 'review', if: '${{ !cancelled() }}' });
    const upload = steps.find((s) => s.uses?.startsWith('actions/upload-artifact@'));
    expect(upload).toMatchObject({ id: 'sheets', with: { name: 'review-sheets', path: 'review/' } });
  });

  describe('its comment', () => {
    const comment = steps.find((s) => s.uses?.startsWith('actions/github-script@'));
    const script = z.string().parse(comment?.with?.script);
    const sheetsUrl = 'https://github.com/o/r/actions/runs/1/artifacts/2';

    /** Runs the comment's script as actions/github-script would, on these files, and returns the comment it posts. */
    async function postComment(files: Record<string, string>): Promise<string> {
      const saved = { RUNNER_TEMP: process.env.RUNNER_TEMP, SHEETS_URL: process.env.SHEETS_URL };
      Object.assign(process.env, { RUNNER_TEMP: '/runner', SHEETS_URL: comment?.env?.SHEETS_URL === '${{ steps.sheets.outputs.artifact-url }}' ? sheetsUrl : '' });
      const posted: string[] = [];
      const fs = { existsSync: (file: string) => file in files, readFileSync: (file: string) => files[file] ?? '' };
      const github = {
        paginate: async () => [],
        rest: { issues: { listComments: {}, createComment: async ({ body }: { body: string }) => posted.push(body), updateComment: async () => {} } },
      };
      const core = { warning: (message: string) => { throw new Error(message); } };
      try {
        const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor;
        await new AsyncFunction('github', 'context', 'core', 'require', script)(github, { repo: { owner: 'o', repo: 'r' }, issue: { number: 7 } }, core, () => fs);
      } finally {
        for (const [key, value] of Object.entries(saved)) if (value === undefined) delete process.env[key]; else process.env[key] = value;
      }
      expect(posted).toHaveLength(1);
      return posted[0]!;
    }
    const page = (route: string, name: string) => ({ route, change: 'changed', sheet: `${name}.sheet.png`, firstPair: { before: `${name}.390.before.png`, after: `${name}.390.after.png` } });

    it('lists each changed page first, linked to the sheets artifact, with its first screenshot pair', async () => {
      const body = await postComment({ '/runner/facts-diff.md': '## Thay đổi dữ kiện\n\n- Giá: 6.500.000 VNĐ → 6.900.000 VNĐ', 'review/changed-pages.json': JSON.stringify([page('/', 'home'), page('/lich-khai-giang', 'lich-khai-giang')]) });
      expect(body).toContain(`- [/](${sheetsUrl}) · đã đổi · \`home.390.before.png\` → \`home.390.after.png\``);
      expect(body).toContain(`- [/lich-khai-giang](${sheetsUrl}) · đã đổi · \`lich-khai-giang.390.before.png\` → \`lich-khai-giang.390.after.png\``);
      expect(body.indexOf('/lich-khai-giang')).toBeLessThan(body.indexOf('## Thay đổi dữ kiện'));
    });

    it('keeps every changed page under the 60 KB limit and cuts only the facts diff', async () => {
      const routes = Array.from({ length: 1000 }, (_, index) => `/trang-${index}`);
      const body = await postComment({
        '/runner/facts-diff.md': `## Thay đổi dữ kiện\n\n${'- Giá: 6.500.000 VNĐ → 6.900.000 VNĐ\n'.repeat(5000)}`,
        'review/changed-pages.json': JSON.stringify(routes.map((route, index) => page(route, `trang-${index}`))),
      });
      expect(body.length).toBeLessThanOrEqual(60_000 + '<!-- facts-diff -->\n'.length);
      for (const route of routes) expect(body).toContain(`- ${route} · đã đổi\n`);
      expect(body).toContain('## Thay đổi dữ kiện');
    });

    it('says so in one line when no page looks different', async () => {
      const body = await postComment({ '/runner/facts-diff.md': 'facts', 'review/changed-pages.json': '[]' });
      expect(body).toContain('Không có thay đổi giao diện nào: HTML của mọi trang giống hệt nhau.');
    });
  });
});

describe('publishing', () => {
  const publishShape = z.looseObject({
    on: z.looseObject({ workflow_call: z.unknown() }),
    jobs: z.looseObject({
      build: z.looseObject({ steps: z.array(step) }),
      deploy: z.looseObject({ needs: z.string(), environment: z.looseObject({ name: z.string() }), steps: z.array(step) }),
    }),
  });
  const callerShape = z.looseObject({
    on: z.record(z.string(), z.unknown()),
    permissions: z.record(z.string(), z.string()),
    concurrency: z.looseObject({ group: z.string() }),
    jobs: z.record(z.string(), z.looseObject({ uses: z.string() })),
  });
  const publish = publishShape.parse(parse(readWorkflow('publish.yml')));
  const daily = callerShape.parse(parse(readWorkflow('publish-daily.yml')));
  const onPush = callerShape.parse(parse(readWorkflow('publish-on-push.yml')));
  const buildSteps = publish.jobs.build.steps;

  it('publishes every day at 17:05 UTC, just after midnight in Vietnam, and on every push to main, both through publish.yml', () => {
    expect(daily.on.schedule).toEqual([{ cron: '5 17 * * *' }]);
    expect(onPush.on.push).toEqual({ branches: ['main'] });
    for (const caller of [daily, onPush]) {
      expect(Object.values(caller.jobs).map((job) => job.uses)).toEqual(['./.github/workflows/publish.yml']);
      expect(caller.permissions).toEqual({ contents: 'read', pages: 'write', 'id-token': 'write' });
      expect(caller.concurrency.group).toBe('pages');
    }
  });

  it('builds with the command npm test builds with, on the real clock instead of its fixed one', () => {
    const builds = buildSteps.flatMap((s) => (s.run && /\bbuild\b/.test(s.run) ? [s.run] : []));
    expect(builds).toEqual(['npm run build']);
    expect(packageScripts.test).toContain(`&& SITE_NOW=2025-08-01 ${builds[0]} &&`);
  });

  it('restores and saves the build cache, keyed by the lock file and the engine\'s code, before the build', () => {
    const cache = buildSteps.findIndex((s) => s.uses?.startsWith('actions/cache@'));
    expect(cache).toBeGreaterThan(buildSteps.findIndex((s) => s.run === 'npm install'));
    expect(cache).toBeLessThan(buildSteps.findIndex((s) => s.run === 'npm run build'));
    const { path: cached, key } = z.object({ path: z.string(), key: z.string() }).parse(buildSteps[cache]?.with);
    expect(cached).toBe('node_modules/.cache/site');
    expect(key).toContain("hashFiles('package-lock.json')");
    expect(key).toContain("hashFiles('scripts/engine/**')");
  });

  it('uploads dist/client and deploys it to GitHub Pages', () => {
    expect(buildSteps.find((s) => s.uses?.startsWith('actions/upload-pages-artifact@'))?.with).toEqual({ path: 'dist/client' });
    expect(publish.jobs.deploy).toMatchObject({ needs: 'build', environment: { name: 'github-pages' } });
    expect(publish.jobs.deploy.steps.map((s) => s.uses)).toEqual([expect.stringMatching(/^actions\/deploy-pages@/)]);
  });
});
