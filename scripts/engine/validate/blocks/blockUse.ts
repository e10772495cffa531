/** One use of a known block on a page: the element as written and the spec it must meet. */
import type { BlockSpec } from './blockSpec.ts';
import type { OutlineElement } from '../../parse/outline/jsxElements.ts';
import type { BlockPage } from './blockPage.ts';

export interface BlockUse {
  page: BlockPage;
  element: OutlineElement & { name: string };
  spec: BlockSpec;
}
