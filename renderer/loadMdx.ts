/** A content file's MDX as a component, from its compiled code (scripts/engine/render/contentPlugin.ts; server only). */
import type { MDXContent, MDXProps } from 'mdx/types';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { readCompiledMdx } from 'virtual:mdx-pages';

/**
 * The code is read and run when the page renders, and not kept: pre-rendering holds every page's
 * context until it ends, and thousands of pages' code would stay in memory with it.
 */
export function loadMdx(file: string): MDXContent {
  return function Mdx(props: MDXProps) {
    return jsx(evaluate(file), props);
  };
}

function evaluate(file: string): MDXContent {
  // The compiled code is a function body that takes the JSX runtime and returns the module's exports.
  const exports: unknown = new Function(readCompiledMdx(file))({ Fragment, jsx, jsxs });
  const Content = (exports as { default?: unknown } | undefined)?.default;
  if (typeof Content !== 'function') throw new Error(`Compiled MDX of ${file} has no component`);
  return Content as MDXContent;
}
