/**
 * Parses a page's MDX once, with positions in the file, and keeps what the rest of the engine needs
 * from it (headings, JSX elements and their props, links, images) as a small outline: the tree itself
 * is let go, so thousands of pages never sit in memory at once. An MDX syntax error is placed at the
 * mistake (an unclosed tag at its opening tag). Parsing is most of reading the content, so the outline
 * of an unchanged body is kept between runs (see core/diskCache.ts).
 */
import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { didYouMean } from '../../../lib/didYouMean.ts';
import { describe, fileHashes, openDiskCache, packageVersions, type DiskCache } from '../core/diskCache.ts';
import { projectRoot } from '../core/paths.ts';
import { outlineEsm, type OutlineEsm } from './outline/esm.ts';
import { outlineHeadings, type OutlineHeading } from './outline/headings.ts';
import { outlineJsxElements, type OutlineElement } from './outline/jsxElements.ts';
import { outlineLinks, type OutlineImage, type OutlineLink } from './outline/links.ts';
import type { Located } from './outline/located.ts';
import { outlineProse, type OutlineProse } from './outline/prose.ts';
import { outlineTexts, type OutlineText } from './outline/texts.ts';

/** What the engine knows about a page's body before it compiles or renders it. */
export interface PageOutline {
  headings: OutlineHeading[];
  elements: OutlineElement[];
  links: OutlineLink[];
  images: OutlineImage[];
  /** Prose that may render otherwise than meant (see outline/texts.ts). */
  texts: OutlineText[];
  /** Every paragraph, heading and table cell as a reader reads it, with positions (see outline/prose.ts). */
  prose: OutlineProse[];
  /** `import` and `export` lines, which a page may not have (see outline/esm.ts). */
  esm: OutlineEsm[];
}

export interface MdxSyntaxError {
  at: Located;
  /** The parser's own words (English), for the validator to explain. */
  reason: string;
  /** The parser's rule, e.g. `end-tag-mismatch`, `unexpected-eof`. */
  ruleId?: string;
  /**
   * At a closing tag that does not match: the block left open inside the one it closes (`<Agenda>`
   * written without `/` before `</Section>`), rather than a misspelt closing tag (`</Sectoin>`).
   */
  leftOpen?: { name: string; closedBy: string };
}

/** The same parser as the compile step's (GFM on), so what is checked is what is built. */
const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);

/** A body's MDX tree; throws at a syntax error. */
export function parseMdxBody(body: string): Root {
  return parser.parse(body);
}

/**
 * Given the parsed tree once its outline is read (only when the body was parsed now, not found in
 * the cache), before it is let go: the build compiles the page from it instead of parsing it again.
 */
export type TreeUse = (tree: Root) => void;

/** `body` is the whole file with its frontmatter blanked (parse/splitFrontmatter.ts). */
export function outlineMdx(body: string, useTree?: TreeUse): { outline: PageOutline } | { error: MdxSyntaxError } {
  cache ??= openDiskCache('outline', {
    versions: packageVersions(['unified', 'remark-parse', 'remark-mdx', 'remark-gfm', 'mdast-util-to-string', 'unist-util-visit', 'unist-util-visit-parents', 'github-slugger'], projectRoot),
    code: fileHashes(['scripts/engine/parse/outlineMdx.ts', 'lib/didYouMean.ts', ...OUTLINE_FILES], projectRoot),
    parser: describe(parser.attachers),
  }, { root: projectRoot, extension: '.json' });
  const cached = cache.read(body);
  if (cached !== undefined) return JSON.parse(cached) as ReturnType<typeof outlineMdx>;
  const serialized = JSON.stringify(readOutline(body, useTree));
  cache.write(body, serialized);
  // As the cache gives it back: the parser's strings are slices of the body, and a page's outline,
  // kept until the build's first step ends, would keep its whole body with them.
  return JSON.parse(serialized) as ReturnType<typeof outlineMdx>;
}
let cache: DiskCache | undefined;

const OUTLINE_FILES = ['esm', 'headings', 'jsxElements', 'links', 'literalValue', 'located', 'prose', 'texts'].map((name) => `scripts/engine/parse/outline/${name}.ts`);

function readOutline(body: string, useTree?: TreeUse): { outline: PageOutline } | { error: MdxSyntaxError } {
  let tree: Root;
  try {
    tree = parseMdxBody(body);
  } catch (error) {
    return { error: syntaxError(error, body) };
  }
  const outline: PageOutline = {
    headings: outlineHeadings(tree),
    elements: outlineJsxElements(tree),
    ...outlineLinks(tree),
    texts: outlineTexts(tree, body),
    prose: outlineProse(tree, body),
    esm: outlineEsm(tree),
  };
  useTree?.(tree);
  return { outline };
}

function syntaxError(error: unknown, body: string): MdxSyntaxError {
  const { place, reason = String(error), ruleId } = error as { place?: { line?: number; column?: number; offset?: number; start?: { line: number; column: number } }; reason?: string; ruleId?: string };
  // "Expected a closing tag for `<Tab>` (7:1-7:6)": the tag left open is where the writer must look.
  const opening = /^Expected a closing tag for `<[^>]*>` \((\d+):(\d+)-/.exec(reason);
  // A `{` never closed is found where its paragraph ends, and braces around text that is not code
  // where the code fails: the brace itself is where the writer must look.
  const brace = /closing brace for `\{`|Could not parse expression|Unexpected content after expression/.test(reason) && place && 'offset' in place && place.offset !== undefined ? unclosedBrace(body, place.offset) : undefined;
  // "Unexpected closing tag `</Section>`, expected corresponding closing tag for `<Agenda>` (5:1-5:9)":
  // unless `</Section>` is `</Agenda>` misspelt, <Agenda> was left open, and is where to look.
  const mismatch = /^Unexpected closing tag `<\/([^`>]*)>`, expected corresponding closing tag for `<([^\s>`]*)[^`]*` \((\d+):(\d+)-/.exec(reason);
  const leftOpen = mismatch?.[1] !== undefined && mismatch[2] !== undefined && didYouMean(mismatch[1], [mismatch[2]]) === undefined
    ? { name: mismatch[2], closedBy: mismatch[1], at: { line: Number(mismatch[3]), column: Number(mismatch[4]) } }
    : undefined;
  const point = place && 'start' in place && place.start ? place.start : place;
  const at = opening ? { line: Number(opening[1]), column: Number(opening[2]) } : leftOpen?.at ?? brace ?? { line: point?.line ?? 1, column: point?.column ?? 1 };
  return { at, reason, ...(ruleId ? { ruleId } : {}), ...(leftOpen ? { leftOpen: { name: leftOpen.name, closedBy: leftOpen.closedBy } } : {}) };
}

/** The last `{` before `end` that no `}` closes (escaped ones are text), as a line and column. */
function unclosedBrace(body: string, end: number): Located | undefined {
  let depth = 0;
  for (let index = Math.min(end, body.length) - 1; index >= 0; index--) {
    const char = body[index];
    if (char !== '{' && char !== '}') continue;
    let backslashes = 0;
    while (body[index - 1 - backslashes] === '\\') backslashes++;
    if (backslashes % 2 === 1) continue;
    if (char === '}') depth++;
    else if (depth > 0) depth--;
    else {
      const before = body.slice(0, index).split('\n');
      return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
    }
  }
  return undefined;
}
