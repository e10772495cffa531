/** A page as the block checks see it, made from MDX text the way the pipeline outlines it: for tests. */
import { outlineMdx } from '../../parse/outlineMdx.ts';
import { parseYaml } from '../../parse/parseYaml.ts';
import { blankFrontmatter } from '../../parse/splitFrontmatter.ts';
import type { BlockPage } from './blockPage.ts';

/** `body` follows a three-line frontmatter, so its first line is line 4 of the file. */
export function blockPageOf(body: string, { kind = 'landing', frontmatter }: { kind?: NonNullable<BlockPage['kind']>; frontmatter?: BlockPage['frontmatter'] } = {}): BlockPage {
  const source = `---\ntype: ${kind}\n---\n${body}`;
  const result = outlineMdx(blankFrontmatter(source));
  if (!('outline' in result)) throw new Error(result.error.reason);
  return { file: 'content/thu.mdx', kind, yaml: parseYaml(`type: ${kind}`, 1), outline: result.outline, source, ...(frontmatter ? { frontmatter } : {}) };
}
