/**
 * Reads an MDX body once, at load: its headings (for the search index) or, when it does not
 * parse, the problem at its place in the file (lines counted from the top, frontmatter included).
 * Parsing is the larger part of reading the content, so what a body gave is kept between builds
 * (see diskCache.ts): an unchanged page is not parsed again.
 */
import { toString } from 'mdast-util-to-string';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { describe, fileHashes, openDiskCache, packageVersions, type DiskCache } from '../core/diskCache.ts';
import { projectRoot } from '../core/paths.ts';
import type { Problem } from '../core/problem.ts';

const parser = unified().use(remarkParse).use(remarkMdx);

/** What a body gives, before it is placed in its file. */
type Outline = { headings: string[] } | { error: { line?: number; column?: number; reason: string } };

export function outlineMdx(body: string, file: string, bodyFirstLine: number): { headings: string[] } | { problem: Problem } {
  const outline = cachedOutline(body);
  if ('headings' in outline) return outline;
  const { line = 1, column = 1, reason } = outline.error;
  return { problem: { file, line: line + bodyFirstLine - 1, column, rule: 'mdx', severity: 'error',
    message: `${reason}; check that every <Block> is closed and every { has its }` } };
}

function cachedOutline(body: string): Outline {
  cache ??= openDiskCache('outline', {
    versions: packageVersions(['unified', 'remark-parse', 'remark-mdx', 'mdast-util-to-string', 'unist-util-visit'], projectRoot),
    code: fileHashes(['scripts/engine/parse/mdxOutline.ts'], projectRoot),
    parser: describe(parser.attachers),
  }, { root: projectRoot, extension: '.json' });
  const cached = cache.read(body);
  if (cached !== undefined) return JSON.parse(cached) as Outline;
  const outline = readOutline(body);
  cache.write(body, JSON.stringify(outline));
  return outline;
}
let cache: DiskCache | undefined;

function readOutline(body: string): Outline {
  try {
    const tree = parser.parse(body);
    const headings: string[] = [];
    visit(tree, 'heading', (node) => {
      headings.push(toString(node));
    });
    return { headings };
  } catch (error) {
    const place = (error as { place?: { line?: number; column?: number; start?: { line: number; column: number } } }).place;
    const point = place && 'start' in place && place.start ? place.start : place;
    return { error: { line: point?.line, column: point?.column, reason: (error as { reason?: string }).reason ?? String(error) } };
  }
}
