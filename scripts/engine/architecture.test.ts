/**
 * The project reads in three parts, each importing only from itself and the parts before it: the
 * product (the site and its engine, the writer's tools among them), the test support in
 * scripts/testing/, and the tooling in scripts/tools/ (benchmarks, the Astro comparison, Lighthouse,
 * screenshots). Tests may import from all three. The engine reads as a pipeline: each stage imports
 * only from itself and the stages before it, and no module of the project imports itself through
 * others. Imports are read with TypeScript's own pre-processor, not patterns over the text.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './core/paths.ts';

/** Stages in pipeline order, then the tools built on the whole engine (review/ reads the facts diff), then the commands' recipes (run/). */
const LAYERS = ['core', 'read', 'parse', 'validate', 'derive', 'compile', 'render', 'audit', 'write', 'diff', 'scaffold', 'review', 'run'];
const FOLDERS = ['scripts', 'lib', 'components', 'content', 'renderer', 'pages', 'site', 'e2e'];
/** The engine's one door, which a site imports and which names every stage: above them all. */
const ENGINE_DOOR = 'scripts/engine/site.ts';
const TOOLING = 'scripts/tools/';
const TEST_SUPPORT = 'scripts/testing/';
/** Not ours to check: fixtures, and the Astro project the comparison builds, whose imports Astro resolves. */
const LEFT_OUT = /(^|\/)(node_modules|fixtures)\/|^scripts\/tools\/bench\/astro\/template\//;

const relative = (file: string) => path.relative(projectRoot, file).split(path.sep).join('/');

function sourceFiles(): string[] {
  const inRoot = readdirSync(projectRoot, { withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => path.join(projectRoot, entry.name));
  const inFolders = FOLDERS.flatMap((folder) => readdirSync(path.join(projectRoot, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name)));
  return [...inRoot, ...inFolders].filter((file) => /\.tsx?$/.test(file) && !LEFT_OUT.test(relative(file)));
}

/** Every relative import of a file, resolved to a file path. */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles.map((ref) => ref.fileName).filter((name) => name.startsWith('.')).map((name) => path.resolve(path.dirname(file), name));
}

const graph = new Map(sourceFiles().map((file) => [file, importsOf(file)]));

const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const isProduct = (file: string) => {
  const name = relative(file);
  return !isTest(name) && !name.startsWith('e2e/') && !name.startsWith(TOOLING) && !name.startsWith(TEST_SUPPORT);
};

/** Each import from a file `from` accepts into a file `to` accepts, as "from → to". */
function importsBetween(imports: Map<string, string[]>, from: (file: string) => boolean, to: (file: string) => boolean): string[] {
  return [...imports].filter(([file]) => from(file))
    .flatMap(([file, targets]) => targets.filter(to).map((target) => `${relative(file)} → ${relative(target)}`));
}

function layerOf(file: string): number | undefined {
  if (relative(file) === ENGINE_DOOR) return LAYERS.length;
  const [scripts, engine, stage] = relative(file).split('/');
  if (scripts !== 'scripts' || engine !== 'engine' || !stage) return undefined;
  const index = LAYERS.indexOf(stage);
  return index < 0 ? undefined : index;
}

describe('the project', () => {
  it('keeps product code from importing the tooling or the test support', () => {
    const intoTooling = (file: string) => relative(file).startsWith(TOOLING) || relative(file).startsWith(TEST_SUPPORT);
    expect(importsBetween(graph, isProduct, intoTooling)).toEqual([]);
  });

  it('keeps the test support from importing the tooling', () => {
    expect(importsBetween(graph, (file) => relative(file).startsWith(TEST_SUPPORT), (file) => relative(file).startsWith(TOOLING))).toEqual([]);
  });

  it('counts as product every source file that is not a test, an end-to-end test, tooling or test support', () => {
    expect(['lib/didYouMean.ts', 'content/schema/shapes.ts', 'scripts/check.ts', 'scripts/engine/core/paths.ts', 'vite.config.ts']
      .map((name) => isProduct(path.join(projectRoot, name)))).toEqual([true, true, true, true, true]);
    expect(['lib/didYouMean.test.ts', 'e2e/smoke.test.ts', 'scripts/tools/bench.ts', 'scripts/testing/content.ts']
      .map((name) => isProduct(path.join(projectRoot, name)))).toEqual([false, false, false, false]);
  });
});

/** The site's own folders: the engine knows them only through the definition it is handed. */
const SITE_FOLDERS = ['content/', 'components/', 'renderer/', 'pages/', 'site/'];
/** lib/ helpers that know nothing of this site (dates, money, slugs, Vietnamese folding): the engine may use them. */
const SITE_AGNOSTIC_LIB = ['didYouMean', 'normalizeVietnamese', 'slugOf', 'routeFromPath', 'absoluteUrl', 'formatDate', 'formatVnd', 'imageSize', 'linkTarget', 'splitOnMatch', 'scanHtml']
  .map((name) => `lib/${name}.ts`);

const isEngine = (file: string) => relative(file).startsWith('scripts/engine/') && !isTest(file);
const isSite = (file: string) => {
  const name = relative(file);
  return SITE_FOLDERS.some((folder) => name.startsWith(folder)) || (name.startsWith('lib/') && !SITE_AGNOSTIC_LIB.includes(name));
};

describe('the engine', () => {
  it('imports nothing of the site: it is handed the site definition instead', () => {
    expect(importsBetween(graph, isEngine, isSite)).toEqual([]);
  });

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
