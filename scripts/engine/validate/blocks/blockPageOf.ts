/** A page as the block checks see it, made from MDX text the way the pipeline outlines it: for tests. */
import type { Frontmatter } from '../../core/frontmatter.ts';
import { outlineMdx } from '../../parse/outlineMdx.ts';
import { parseYaml } from '../../parse/parseYaml.ts';
import { blankFrontmatter } from '../../parse/splitFrontmatter.ts';
import type { BlockPage } from './blockPage.ts';

/** `body` follows a three-line frontmatter, so its first line is line 4 of the file. */
export function blockPageOf(body: string, { kind = 'landing', frontmatter }: { kind?: string; frontmatter?: Frontmatter } = {}): BlockPage {
  const source = `---\ntype: ${kind}\n---\n${body}`;
  const result = outlineMdx(blankFrontmatter(source));
  if (!('outline' in result)) throw new Error(result.error.reason);
  return { file: 'content/thu.mdx', kind, yaml: parseYaml(`type: ${kind}`, 1), outline: result.outline, source, ...(frontmatter ? { frontmatter } : {}) };
}
