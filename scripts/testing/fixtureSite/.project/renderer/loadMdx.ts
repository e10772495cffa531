/** A content file's MDX as a component, from its compiled code, as the real site's renderer/loadMdx.ts does (server only). */
import type { MDXContent } from 'mdx/types';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { readCompiledMdx } from 'virtual:mdx-pages';

export function loadMdx(file: string): MDXContent {
  const exports: unknown = new Function(readCompiledMdx(file))({ Fragment, jsx, jsxs });
  const Content = (exports as { default?: unknown } | undefined)?.default;
  if (typeof Content !== 'function') throw new Error(`Compiled MDX of ${file} has no component`);
  return Content as MDXContent;
}
