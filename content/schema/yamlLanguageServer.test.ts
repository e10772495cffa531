/**
 * What a writer sees in VS Code's YAML extension, run here through its own language server
 * (yaml-language-server) with the project's .vscode/settings.json and the committed JSON Schemas.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { describe, expect, it } from 'vitest';
import { getLanguageService } from 'yaml-language-server';
import { projectRoot } from '../../scripts/engine/core/paths.ts';

const settings = JSON.parse(readFileSync(path.join(projectRoot, '.vscode/settings.json'), 'utf8'));
const mapped: Record<string, string> = settings['yaml.schemas'];

const service = getLanguageService({
  schemaRequestService: async (uri) => readFileSync(new URL(uri), 'utf8'),
  workspaceContext: { resolveRelativePath: (relative, resource) => new URL(relative, resource).href },
});
service.configure({
  validate: true,
  hover: true,
  completion: true,
  customTags: settings['yaml.customTags'],
  schemas: Object.entries(mapped).map(([schema, file]) => ({ uri: pathToFileURL(path.join(projectRoot, schema)).href, fileMatch: [`**/${file}`] })),
});

let version = 0;
/** A data file as the editor holds it, after the writer's `edit`; a new version each time, as the server keeps parsed documents by version. */
const documentOf = (file: string, edit: (text: string) => string = (text) => text) =>
  TextDocument.create(pathToFileURL(path.join(projectRoot, file)).href, 'yaml', ++version, edit(readFileSync(path.join(projectRoot, file), 'utf8')));

/** Each squiggle as `line:column message`, as the editor places it. */
async function squiggles(document: TextDocument): Promise<string[]> {
  return (await service.doValidation(document, false)).map((d) => `${d.range.start.line + 1}:${d.range.start.character + 1} ${d.message}`);
}

describe('the YAML extension on content/data/', () => {
  it('underlines nothing in the data files as they are, placeholders tagged !example included', async () => {
    for (const file of Object.values(mapped)) expect(await squiggles(documentOf(file)), file).toEqual([]);
  });

  it('underlines a price typed the Vietnamese way in courses.yaml, saying what to write', async () => {
    const document = documentOf('content/data/courses.yaml', (text) => text.replace(/^ {2}price: \d+$/m, '  price: 6.500.000đ'));
    const line = document.getText().split('\n').indexOf('  price: 6.500.000đ') + 1;
    expect(await squiggles(document)).toEqual([`${line}:10 cần một số nguyên, viết liền, không dấu chấm hay đơn vị, ví dụ 6500000`]);
  });

  it('describes a field on hover, in Vietnamese with its example', async () => {
    const document = documentOf('content/data/courses.yaml');
    const line = document.getText().split('\n').findIndex((text) => text.startsWith('  price:'));
    const hover = await service.doHover(document, { line, character: 4 });
    const contents = hover?.contents;
    const text = typeof contents === 'object' && contents !== null && 'value' in contents ? contents.value : '';
    expect(text).toContain('Học phí bằng đồng');
    expect(text).toContain('6500000');
  });
});
