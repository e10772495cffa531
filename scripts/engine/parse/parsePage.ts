/**
 * A page file parsed whole, once: its frontmatter as YAML with positions, and its MDX body as an
 * outline (parse/outlineMdx.ts), both placed at the file's own lines. Fails only where the writer
 * must fix the text itself (a frontmatter block not closed, YAML or MDX that does not parse).
 */
import type { SourceFile } from '../read/readSource.ts';
import type { Root } from 'mdast';
import { outlineMdx, type MdxSyntaxError, type PageOutline } from './outlineMdx.ts';
import { parseYaml, type ParsedYaml } from './parseYaml.ts';
import { FIRST_YAML_LINE, splitFrontmatter, type FenceProblem } from './splitFrontmatter.ts';

export interface ParsedPage {
  file: string;
  route: string;
  /** The file's text (NFC, LF line ends). */
  source: string;
  /** The frontmatter's YAML text; its first line is line 2 of the file. */
  yamlText: string;
  yaml: ParsedYaml;
  /** The MDX after the frontmatter. */
  body: string;
  /** Undefined when the MDX does not parse (see `mdxError`). */
  outline?: PageOutline;
  mdxError?: MdxSyntaxError;
}

/** Given a page's MDX tree, parsed now, with its file and the body it was parsed from (see outlineMdx.ts). */
export type PageTreeUse = (file: string, body: string, tree: Root) => void;

export function parsePage(source: SourceFile, route: string, useTree?: PageTreeUse): { page: ParsedPage } | { fence: FenceProblem } {
  const split = splitFrontmatter(source.text);
  if ('problem' in split) return { fence: split.problem };
  const yaml = parseYaml(split.yaml, FIRST_YAML_LINE - 1);
  const parsed = outlineMdx(split.body, useTree && ((tree) => useTree(source.file, split.body, tree)));
  // The MDX after the frontmatter ends the file: taken as a slice of its text, not as a copy.
  const body = source.text.slice(source.text.length - split.body.replace(/^\n*/, '').length);
  return {
    page: {
      file: source.file,
      route,
      source: source.text,
      yamlText: split.yaml,
      yaml,
      body,
      ...('outline' in parsed ? { outline: parsed.outline } : { mdxError: parsed.error }),
    },
  };
}
