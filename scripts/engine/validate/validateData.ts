/**
 * The shared data files (content/data/*.yaml), each read, parsed with positions and validated
 * against its schema. A file that fails keeps its parsed YAML, so pages can still be checked
 * against the ids it names and its one mistake is reported once.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { DataName, ParsedSiteData } from '../../../content/schema.ts';
import type { ContentDefinition } from './underCheck.ts';
import type { Problem } from '../core/problem.ts';
import { parseYaml, type ParsedYaml } from '../parse/parseYaml.ts';
import { DATA_FOLDER } from '../read/listContentFiles.ts';
import { readSource } from '../read/readSource.ts';
import { dottedNumberErrors } from './contentRules.ts';
import { droppedCommentErrors } from './facts/droppedComment.ts';
import { exampleWarnings, issuesToProblems, yamlSyntaxProblems } from './issuesToProblems.ts';

export interface DataSource {
  file: string;
  yaml: ParsedYaml;
}

export interface ValidatedData {
  /** The files that passed their schemas. */
  data: Partial<ParsedSiteData>;
  /** Every file that parsed, valid or not. */
  sources: Partial<Record<DataName, DataSource>>;
  problems: Problem[];
}

export function validateData(definition: ContentDefinition, contentDir: string, relative: (absolute: string) => string): ValidatedData {
  const problems: Problem[] = [];
  const data: Partial<Record<DataName, unknown>> = {};
  const sources: Partial<Record<DataName, DataSource>> = {};
  for (const name of Object.keys(definition.data) as DataName[]) {
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
  const validated = data as Partial<ParsedSiteData>;
  problems.push(...navContactProblems(validated, sources.nav));
  return { data: validated, sources, problems };
}

/** Nav entries may open a shared contact; the id must exist in contacts.yaml. */
function navContactProblems(data: Partial<ParsedSiteData>, source: DataSource | undefined): Problem[] {
  if (!data.nav || !data.contacts || !source) return [];
  const ids = Object.keys(data.contacts);
  return data.nav.main.flatMap((item, index) => {
    if (!('contact' in item) || ids.includes(item.contact)) return [];
    const { position } = source.yaml.locate(['main', index, 'contact']);
    return [{ file: source.file, ...position, rule: 'schema', field: `main.${index}.contact`, severity: 'error' as const,
      message: `không có liên hệ ${JSON.stringify(item.contact)} trong contacts.yaml; dùng một trong: ${ids.join(', ')}` }];
  });
}
