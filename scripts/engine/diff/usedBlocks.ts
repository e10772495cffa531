/** The names of the blocks an MDX body places (`<ScheduleList />`, `<PageHero>`), read from its tree. */
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';

export function usedBlocks(tree: Root): Set<string> {
  const names = new Set<string>();
  visit(tree, (node) => {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name) names.add(node.name);
  });
  return names;
}
