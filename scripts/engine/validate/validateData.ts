/**
 * The shared data files (content/data/*.yaml), each read, parsed with positions and validated
 * against its schema. A file that fails keeps its parsed YAML, so pages can still be checked
 * against the ids it names and its one mistake is reported once.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ContentDefinition } from './underCheck.ts';
import type { Frontmatter } from '../core/frontmatter.ts';
import type { Problem } from '../core/problem.ts';
import { parseYaml, type ParsedYaml } from '../parse/parseYaml.ts';
import { DATA_FOLDER } from '../read/listContentFiles.ts';
import { readSource } from '../read/readSource.ts';
import { dottedNumberErrors } from './contentRules.ts';
import { droppedCommentErrors } from './facts/droppedComment.ts';
import { exampleWarnings, issuesToProblems } from './issuesToProblems.ts';
import { yamlSyntaxProblems } from './yamlSyntax.ts';

export interface DataSource {
  file: string;
  yaml: ParsedYaml;
}

export interface ValidatedData<Data extends object> {
  /** The files that passed their schemas. */
  data: Partial<Data>;
  /** Every file that parsed, valid or not. */
  sources: Partial<Record<keyof Data & string, DataSource>>;
  problems: Problem[];
}

export function validateData<Data extends object, Page extends Frontmatter>(definition: ContentDefinition<Data, Page>, contentDir: string, relative: (absolute: string) => string): ValidatedData<Data> {
  const problems: Problem[] = [];
  const data: Partial<Data> = {};
  const sources: Partial<Record<keyof Data & string, DataSource>> = {};
  for (const name of dataNames(definition)) {
    const absolute = path.join(contentDir, DATA_FOLDER, `${name}.yaml`);
    const file = relative(absolute);
    if (!existsSync(absolute)) {
      problems.push({ file, line: 1, column: 1, rule: 'data', field: name, severity: 'error', message: `thiếu tệp ${name}.yaml; mọi tệp dữ liệu dùng chung phải có trong content/${DATA_FOLDER}/` });
      continue;
    }
    const source = readSource(absolute, file);
    problems.push(...source.problems);
    const yaml = parseYaml(source.text);
    if (yaml.errors.length > 0) {
      problems.push(...yamlSyntaxProblems(yaml, file));
      continue;
    }
    problems.push(...droppedCommentErrors(file, source.text, yaml), ...dottedNumberErrors(file, source.text), ...exampleWarnings(yaml, file));
    sources[name] = { file, yaml };
    const schema = definition.data[name];
    const result = schema.safeParse(yaml.value, { reportInput: true });
    if (result.success) data[name] = result.data;
    else problems.push(...issuesToProblems(result.error.issues, yaml, file, { schema, value: yaml.value }));
  }
  return { data, sources, problems };
}

/** The names of the site's data files, as the keys of its `data` (an object's keys are always strings). */
function dataNames<Data extends object>(definition: { data: { [Name in keyof Data]: unknown } }): (keyof Data & string)[] {
  return Object.keys(definition.data).filter((name): name is keyof Data & string => name in definition.data);
}

