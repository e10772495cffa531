/**
 * The engine reads as a pipeline: each stage imports only from itself and the stages before it,
 * and no module of the project imports itself through others. Imports are read with TypeScript's
 * own pre-processor, not patterns over the text.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './core/paths.ts';

/** Stages in pipeline order, then the tools built on the whole engine. */
const LAYERS = ['core', 'read', 'parse', 'validate', 'derive', 'compile', 'render', 'audit', 'write', 'diff', 'scaffold', 'bench', 'review', 'testing'];
const FOLDERS = ['scripts', 'lib', 'components', 'content', 'renderer', 'pages'];

function sourceFiles(): string[] {
  return FOLDERS.flatMap((folder) => readdirSync(path.join(projectRoot, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.parentPath.includes('node_modules') && !entry.parentPath.includes('fixtures'))
    .map((entry) => path.join(entry.parentPath, entry.name)));
}

/** Every relative import of a file, resolved to a file path. */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles.map((ref) => ref.fileName).filter((name) => name.startsWith('.')).map((name) => path.resolve(path.dirname(file), name));
}

const relative = (file: string) => path.relative(projectRoot, file).split(path.sep).join('/');
const graph = new Map(sourceFiles().map((file) => [file, importsOf(file)]));

function layerOf(file: string): number | undefined {
  const [scripts, engine, stage] = relative(file).split('/');
  if (scripts !== 'scripts' || engine !== 'engine' || !stage) return undefined;
  const index = LAYERS.indexOf(stage);
  return index < 0 ? undefined : index;
}

describe('the engine', () => {
  it('keeps every module in a known stage folder', () => {
    const engineFiles = [...graph.keys()].filter((file) => relative(file).startsWith('scripts/engine/') && !relative(file).endsWith('architecture.test.ts'));
    expect(engineFiles.filter((file) => layerOf(file) === undefined).map(relative)).toEqual([]);
  });

  it('imports only from the same stage or an earlier one', () => {
    const upward = [...graph].flatMap(([file, imports]) => {
      const from = layerOf(file);
      if (from === undefined || relative(file).endsWith('.test.ts')) return [];
      return imports.filter((target) => (layerOf(target) ?? -1) > from).map((target) => `${relative(file)} → ${relative(target)}`);
    });
    expect(upward).toEqual([]);
  });

  it('has no import cycle anywhere in the project, type imports included', () => {
    expect(findCycles(graph).map((cycle) => cycle.map(relative).join(' → '))).toEqual([]);
  });
});

describe('findCycles', () => {
  it('finds a cycle through several modules and none in a tree', () => {
    expect(findCycles(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]))).toEqual([['a', 'b', 'c', 'a']]);
    expect(findCycles(new Map([['a', ['b', 'c']], ['b', ['c']], ['c', []]]))).toEqual([]);
  });
});

/** Each cycle once, as the trail of modules that closes it (depth-first search). */
function findCycles(imports: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (file: string, trail: string[]) => {
    if (state.get(file) === 'done') return;
    if (state.get(file) === 'visiting') {
      cycles.push([...trail.slice(trail.indexOf(file)), file]);
      return;
    }
    state.set(file, 'visiting');
    for (const target of imports.get(file) ?? []) if (imports.has(target)) visit(target, [...trail, file]);
    state.set(file, 'done');
  };
  for (const file of imports.keys()) visit(file, []);
  return cycles;
}
