/**
 * Parses YAML keeping what a writer needs in an error message: the line and
 * column of every node. Values tagged `!example` are placeholders the business
 * must replace before launch; they parse as plain strings and are listed.
 * What is kept of a document is plain data (its value, errors, placeholders and where each node is),
 * so it is also kept between runs (core/diskCache.ts).
 */
import { isAlias, isMap, isNode, isPair, isScalar, isSeq, LineCounter, parseDocument, visit, type Document, type ErrorCode, type ParsedNode, type ScalarTag } from 'yaml';
import { fileHashes, openDiskCache, packageVersions, type DiskCache } from '../core/diskCache.ts';
import { projectRoot } from '../core/paths.ts';

const exampleTag: ScalarTag = {
  tag: '!example',
  resolve: (value) => value,
};

export interface Position {
  line: number;
  column: number;
}

/** A syntax error as the `yaml` package reports it, positioned in the file. */
export interface YamlSyntaxError {
  /** The package's error code, which the validator explains in Vietnamese (validate/yamlSyntax.ts). */
  code: ErrorCode;
  /** The package's own words (English): never shown, only to tell apart the cases of one code. */
  message: string;
  position: Position;
}

export interface ParsedYaml {
  value: unknown;
  /** Syntax errors, already positioned, in the order found: the first is the mistake, the rest mostly follow from it. */
  errors: YamlSyntaxError[];
  /** The text of a line, by its number in the file (as `position.line` counts), if the YAML has it. */
  lineAt(line: number): string | undefined;
  /** Placeholder values still marked `!example`, with their dotted path. */
  examples: { path: string; value: string; position: Position }[];
  /** Where the node at a path starts; falls back to the closest existing parent. */
  locate(path: readonly PropertyKey[]): { position: Position; exact: boolean; endLine: number };
}

/** What is kept of a parsed document: plain data, with offsets in its text, so it can be kept between runs. */
interface YamlFacts {
  /** Absent when there are errors. */
  value?: unknown;
  errors: (Omit<YamlSyntaxError, 'position'> & { offset: number })[];
  examples: (Omit<ParsedYaml['examples'][number], 'position'> & { offset: number })[];
  /** Where each line starts, as the package's LineCounter found them. */
  lineStarts: number[];
  /** Where each node is: FIELDS numbers a node (flattenNodes). */
  nodes: number[];
  keys: unknown[];
}

/**
 * @param lineOffset lines before the YAML in its file (1 when the YAML is frontmatter
 *                   whose first line follows a `---` line; splitFrontmatter.ts).
 */
export function parseYaml(text: string, lineOffset = 0): ParsedYaml {
  // A warm build parses only the YAML that changed: what is kept of a document is found by its text.
  cache ??= openDiskCache('yaml', {
    versions: packageVersions(['yaml'], projectRoot),
    code: fileHashes(['scripts/engine/parse/parseYaml.ts'], projectRoot),
  }, { root: projectRoot, extension: '.json' });
  const cached = cache.read(text);
  if (cached !== undefined) return parsedYaml(JSON.parse(cached) as YamlFacts, text, lineOffset);
  const facts = readYaml(text);
  // Only what JSON gives back as it was: a value such as .nan, or one alias written twice, is parsed again next time.
  if (isPlainJson(facts, new Set())) cache.write(text, JSON.stringify(facts));
  return parsedYaml(facts, text, lineOffset);
}
let cache: DiskCache | undefined;

function readYaml(text: string): YamlFacts {
  const lineCounter = new LineCounter();
  // `uniqueKeys` makes a repeated key an error instead of silently keeping the last one.
  const doc: Document.Parsed<ParsedNode> = parseDocument(text, { lineCounter, customTags: [exampleTag], uniqueKeys: true, prettyErrors: false });

  // An unknown tag (`!exmaple`) is only a warning to the package, and the value would pass as text.
  const errors: YamlFacts['errors'] = [...doc.errors, ...doc.warnings].map((error) => ({
    code: error.code,
    message: error.message.split('\n')[0] ?? error.message,
    offset: error.pos[0],
  }));
  let value: unknown;
  if (errors.length === 0) {
    try {
      value = doc.toJS();
    } catch (error) {
      // `*Quan trọng*` reads as an alias of an anchor that does not exist; the package throws on it only here.
      const alias = findUnresolvedAlias(doc);
      errors.push({ code: 'BAD_ALIAS', message: error instanceof Error ? error.message : String(error), offset: alias ?? 0 });
    }
  }
  const examples: YamlFacts['examples'] = [];
  visit(doc, {
    Scalar(key, node, ancestors) {
      if (key === 'key' || node.tag !== '!example' || !node.range) return;
      const chain = [...ancestors, node];
      const keys = chain.flatMap((step, i) => {
        if (isPair(step) && isScalar(step.key)) return [String(step.key.value)];
        if (isSeq(step)) return [String(step.items.indexOf(chain[i + 1] as never))];
        return [];
      });
      examples.push({ path: keys.join('.'), value: String(node.value), offset: node.range[0] });
    },
  });
  // Only where each node is, not the document: its nodes and their syntax tokens, kept for every page
  // until the build's first step ends, took most of the YAML's share of that step's memory.
  const { nodes, keys } = flattenNodes(doc.contents);
  return { ...(errors.length || value === undefined ? {} : { value }), errors, examples, lineStarts: lineCounter.lineStarts, nodes, keys };
}

function parsedYaml(facts: YamlFacts, text: string, lineOffset: number): ParsedYaml {
  const lineCounter = new LineCounter();
  for (const start of facts.lineStarts) lineCounter.addNewLine(start);
  const toPosition = (offset: number): Position => {
    const { line, col } = lineCounter.linePos(offset);
    return { line: line + lineOffset, column: col };
  };
  const places = placesOf(facts.nodes, facts.keys);
  let lines: string[] | undefined;
  return {
    value: facts.value,
    errors: facts.errors.map(({ offset, ...error }) => ({ ...error, position: toPosition(offset) })),
    lineAt: (line) => (lines ??= text.split('\n'))[line - 1 - lineOffset],
    examples: facts.examples.map(({ offset, ...example }) => ({ ...example, position: toPosition(offset) })),
    locate(path) {
      const keys = path.map((key) => (typeof key === 'symbol' ? String(key) : key));
      for (let depth = keys.length; depth >= 0; depth--) {
        const node = places.find(keys.slice(0, depth));
        if (node !== undefined) {
          // For a key in a map, point at the key rather than at its value.
          const start = places.keyStart(node) ?? places.start(node);
          return { position: toPosition(start), exact: depth === keys.length, endLine: toPosition(places.end(node)).line };
        }
      }
      return { position: { line: 1 + lineOffset, column: 1 }, exact: false, endLine: toPosition(text.length).line };
    },
  };
}

/** Whether JSON gives `value` back as it is: finite numbers other than -0, plain objects and arrays, each object once. */
function isPlainJson(value: unknown, seen: Set<object>): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0);
  if (typeof value !== 'object' || seen.has(value)) return false;
  seen.add(value);
  if (Array.isArray(value)) return Array.from(value).every((item) => isPlainJson(item, seen));
  return Object.getPrototypeOf(value) === Object.prototype && Object.values(value).every((item) => isPlainJson(item, seen));
}

/** Per node, in document order (a node before its entries), these numbers. */
const START = 0, END = 1, KEY_START = 2, SIZE = 3, KIND = 4, FIELDS = 5;
const SCALAR = 0, MAP = 1, SEQ = 2;
/** A map entry whose value is not a node (`key:` alone in some forms): found, but with no place. */
const NO_PLACE = -1;

/**
 * Where every node of a document is, as offsets in its text, and how `getIn` of the `yaml` package
 * finds each from a path: a map's entry by its key's value (the first of a repeated key), a
 * sequence's item by its index, written as a number or in digits. Flat, about 1 KB for a page's frontmatter.
 */
function placesOf(nodes: number[], keys: unknown[]) {
  const packed = Int32Array.from(nodes);
  const read = (node: number, which: number) => packed[node * FIELDS + which] ?? NO_PLACE;
  return {
    /** The node at `path`, if there is one with a place. */
    find(path: readonly (string | number)[]): number | undefined {
      if (keys.length === 0 || read(0, START) === NO_PLACE) return undefined;
      let node = 0;
      for (const key of path) {
        const kind = read(node, KIND);
        const wanted = kind === SEQ ? itemIndex(key) : key;
        if (kind === SCALAR || wanted === undefined) return undefined;
        let child = node + 1;
        const after = node + read(node, SIZE);
        while (child < after && keys[child] !== wanted) child += read(child, SIZE);
        if (child >= after || read(child, START) === NO_PLACE) return undefined;
        node = child;
      }
      return node;
    },
    start: (node: number) => read(node, START),
    end: (node: number) => read(node, END),
    keyStart: (node: number) => (read(node, KEY_START) === NO_PLACE ? undefined : read(node, KEY_START)),
  };
}

/** The document's nodes, flat, in document order: FIELDS numbers each, and each one's key in its parent (its key's value in a map, its index in a sequence). */
function flattenNodes(contents: unknown): { nodes: number[]; keys: unknown[] } {
  const numbers: number[] = [];
  const keys: unknown[] = [];
  const add = (node: unknown, key: unknown, keyStart: number | undefined): void => {
    const at = keys.length;
    keys.push(key);
    if (!isNode(node) || !node.range) {
      numbers.push(NO_PLACE, NO_PLACE, keyStart ?? NO_PLACE, 1, SCALAR);
      return;
    }
    numbers.push(node.range[0], node.range[1], keyStart ?? NO_PLACE, 1, isMap(node) ? MAP : isSeq(node) ? SEQ : SCALAR);
    if (isMap(node)) {
      const seen = new Set<unknown>();
      for (const pair of node.items) {
        if (!isScalar(pair.key) || seen.has(pair.key.value)) continue;
        seen.add(pair.key.value);
        add(pair.value, pair.key.value, pair.key.range?.[0]);
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, index) => {
        if (isNode(item)) add(item, index, undefined);
      });
    }
    numbers[at * FIELDS + SIZE] = keys.length - at;
  };
  if (isNode(contents)) add(contents, null, undefined);
  return { nodes: numbers, keys };
}

/** A sequence's index as the `yaml` package reads one from a path (a number, or digits in a string). */
function itemIndex(key: string | number): number | undefined {
  const index = typeof key === 'string' && key !== '' ? Number(key) : key;
  return typeof index === 'number' && Number.isInteger(index) && index >= 0 ? index : undefined;
}

/** Offset of the first alias (`*name`) whose anchor is not set before it. */
function findUnresolvedAlias(doc: Document.Parsed<ParsedNode>): number | undefined {
  const anchors = new Set<string>();
  let found: number | undefined;
  visit(doc, (_key, node) => {
    if (isNode(node) && 'anchor' in node && typeof node.anchor === 'string') anchors.add(node.anchor);
    if (isAlias(node) && !anchors.has(node.source)) {
      found = node.range?.[0];
      return visit.BREAK;
    }
    return undefined;
  });
  return found;
}
