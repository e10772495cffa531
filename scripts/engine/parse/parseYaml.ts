/**
 * Parses YAML keeping what a writer needs in an error message: the line and
 * column of every node. Values tagged `!example` are placeholders the business
 * must replace before launch; they parse as plain strings and are listed.
 */
import { isAlias, isNode, isPair, isScalar, isSeq, LineCounter, parseDocument, visit, type Document, type ErrorCode, type ParsedNode, type ScalarTag } from 'yaml';

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

/**
 * @param lineOffset lines before the YAML in its file (1 when the YAML is frontmatter
 *                   whose first line follows a `---` line; splitFrontmatter.ts).
 */
export function parseYaml(text: string, lineOffset = 0): ParsedYaml {
  const lineCounter = new LineCounter();
  // `uniqueKeys` makes a repeated key an error instead of silently keeping the last one.
  const doc: Document.Parsed<ParsedNode> = parseDocument(text, { lineCounter, customTags: [exampleTag], uniqueKeys: true, prettyErrors: false });
  const toPosition = (offset: number): Position => {
    const { line, col } = lineCounter.linePos(offset);
    return { line: line + lineOffset, column: col };
  };

  // An unknown tag (`!exmaple`) is only a warning to the package, and the value would pass as text.
  const errors: YamlSyntaxError[] = [...doc.errors, ...doc.warnings].map((error) => ({
    code: error.code,
    message: error.message.split('\n')[0] ?? error.message,
    position: toPosition(error.pos[0]),
  }));
  let value: unknown;
  if (errors.length === 0) {
    try {
      value = doc.toJS();
    } catch (error) {
      // `*Quan trọng*` reads as an alias of an anchor that does not exist; the package throws on it only here.
      const alias = findUnresolvedAlias(doc);
      errors.push({ code: 'BAD_ALIAS', message: error instanceof Error ? error.message : String(error), position: toPosition(alias ?? 0) });
    }
  }
  const lines = text.split('\n');

  const examples: ParsedYaml['examples'] = [];
  visit(doc, {
    Scalar(key, node, ancestors) {
      if (key === 'key' || node.tag !== '!example' || !node.range) return;
      const chain = [...ancestors, node];
      const keys = chain.flatMap((step, i) => {
        if (isPair(step) && isScalar(step.key)) return [String(step.key.value)];
        if (isSeq(step)) return [String(step.items.indexOf(chain[i + 1] as never))];
        return [];
      });
      examples.push({ path: keys.join('.'), value: String(node.value), position: toPosition(node.range[0]) });
    },
  });

  const endOf = (node: unknown) =>
    isNode(node) && node.range ? toPosition(node.range[1]).line : toPosition(text.length).line;

  return {
    value: errors.length ? undefined : value,
    errors,
    lineAt: (line) => lines[line - 1 - lineOffset],
    examples,
    locate(path) {
      const keys = path.map((key) => (typeof key === 'symbol' ? String(key) : key));
      for (let depth = keys.length; depth >= 0; depth--) {
        const prefix = keys.slice(0, depth);
        const node = depth === 0 ? doc.contents : doc.getIn(prefix, true);
        if (isNode(node) && node.range) {
          // For a key in a map, point at the key rather than at its value.
          const pair = depth > 0 ? findPair(doc, prefix) : undefined;
          const start = pair ?? node.range[0];
          return { position: toPosition(start), exact: depth === keys.length, endLine: endOf(node) };
        }
      }
      return { position: { line: 1 + lineOffset, column: 1 }, exact: false, endLine: endOf(undefined) };
    },
  };
}

/** Offset of the key of the map entry at `path`, if the last step is a map key. */
function findPair(doc: Document.Parsed<ParsedNode>, path: (string | number)[]): number | undefined {
  const parentPath = path.slice(0, -1);
  const parent = parentPath.length ? doc.getIn(parentPath, true) : doc.contents;
  const last = path.at(-1);
  if (!parent || !isNode(parent) || !('items' in parent)) return undefined;
  for (const item of parent.items as unknown[]) {
    if (item && typeof item === 'object' && 'key' in item && isScalar(item.key) && item.key.value === last) {
      return item.key.range?.[0];
    }
  }
  return undefined;
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
