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
const pullRequest = readFileSync(path.join(workflowsDir, 'pull-request.yml'), 'utf8');

/** Each error as `path: title (detail)`, nested one-of alternatives included, so a failure says what to fix. */
function describeErrors(errors: ValidationError[]): string[] {
  return errors.flatMap((error) => [
    `${'path' in error ? error.path : ''}: ${error.title}${error.detail ? ` (${error.detail})` : ''}`,
    ...('states' in error ? (error.states ?? []).flatMap((state) => describeErrors(state.errors)) : []),
  ]);
}

const step = z.looseObject({ name: z.string().optional(), uses: z.string().optional(), run: z.string().optional(), with: z.record(z.string(), z.unknown()).optional() });
const workflowShape = z.looseObject({
  on: z.looseObject({ pull_request: z.unknown() }),
  permissions: z.record(z.string(), z.string()),
  jobs: z.record(z.string(), z.looseObject({ steps: z.array(step) })),
});

describe('GitHub workflows', () => {
  it('finds the workflows to check', () => {
    expect(workflows).toContain('pull-request.yml');
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
    const pkg = z.object({ scripts: z.record(z.string(), z.string()) }).parse(JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')));
    expect(pkg.scripts['facts:diff']).toBe('node --import tsx scripts/facts-diff.ts');
  });
});
