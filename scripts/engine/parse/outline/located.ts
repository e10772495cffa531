/** Where something is in its content file: the line and column the writer's editor shows. */
import type { Node } from 'unist';

export interface Located {
  line: number;
  column: number;
}

export function startOf(node: Pick<Node, 'position'>): Located {
  return { line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 };
}
