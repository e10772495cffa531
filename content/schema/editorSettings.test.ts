import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../scripts/engine/core/paths.ts';
import { formatProblem, type Problem } from '../../scripts/engine/core/problem.ts';
import { JSON_SCHEMA_FOLDER, renderJsonSchemas } from './jsonSchemas.ts';

const readJson = (file: string) => JSON.parse(readFileSync(path.join(projectRoot, file), 'utf8'));

interface Matcher { severity: string; pattern: { regexp: string; file: number; line: number; column: number; code: number; severity?: number; message: number } }

/** What VS Code's Problems panel shows for a line of `npm run check`, read with tasks.json's problem matchers. */
function readProblemLine(line: string) {
  const matchers: Matcher[] = readJson('.vscode/tasks.json').tasks[0].problemMatcher;
  for (const { severity, pattern } of matchers) {
    const match = new RegExp(pattern.regexp).exec(line);
    if (!match) continue;
    return {
      file: match[pattern.file], line: Number(match[pattern.line]), column: Number(match[pattern.column]), code: match[pattern.code],
      severity: (pattern.severity && match[pattern.severity]) || severity, message: match[pattern.message],
    };
  }
  return undefined;
}

const problem = (severity: Problem['severity']): Problem => ({ file: 'content/data/courses.yaml', line: 8, column: 10, rule: 'value', field: 'flagship.price', message: 'cần một số', severity });

describe('the VS Code settings', () => {
  it('map every data file in content/data/ to its JSON Schema', () => {
    const mapped: Record<string, string> = readJson('.vscode/settings.json')['yaml.schemas'];
    const schemas = renderJsonSchemas();
    const dataFiles = readdirSync(path.join(projectRoot, 'content/data')).filter((name) => name.endsWith('.yaml')).map((name) => `content/data/${name}`);
    expect(Object.values(mapped).sort()).toEqual(dataFiles.sort());
    for (const [schema, file] of Object.entries(mapped)) {
      expect(schema, file).toBe(`./${JSON_SCHEMA_FOLDER}/data/${path.basename(file, '.yaml')}.schema.json`);
      expect(schemas[`data/${path.basename(file, '.yaml')}.schema.json`], schema).toBeDefined();
    }
  });

  it('put each line of npm run check in the Problems panel at its file, line and column, with its severity', () => {
    const where = { file: 'content/data/courses.yaml', line: 8, column: 10, code: 'value', message: 'flagship.price: cần một số' };
    expect(readProblemLine(formatProblem(problem('error')))).toEqual({ ...where, severity: 'error' });
    expect(readProblemLine(formatProblem(problem('warning')))).toEqual({ ...where, severity: 'warning' });
    expect(readProblemLine(formatProblem(problem('note')))).toEqual({ ...where, severity: 'info' });
    expect(readProblemLine('Đã kiểm tra 24 trang: 0 lỗi')).toBeUndefined();
  });

  it('recommend the MDX, YAML, spell-check and Front Matter CMS extensions', () => {
    expect(readJson('.vscode/extensions.json').recommendations).toEqual(['unifiedjs.vscode-mdx', 'redhat.vscode-yaml', 'streetsidesoftware.code-spell-checker', 'eliostruyf.vscode-front-matter']);
  });
});
