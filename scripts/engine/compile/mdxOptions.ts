/** How the site compiles MDX (prepareContent.ts, for the build and the dev server alike). */
import rehypeHighlight from 'rehype-highlight';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import type { MdxOptions } from './mdxCache.ts';

export const mdxOptions: MdxOptions = {
  remarkPlugins: [remarkGfm],
  rehypePlugins: [rehypeSlug, [rehypeHighlight, { detect: false }]],
};

/**
 * The code of the plugins above, which keys the compile cache with the options: their npm packages
 * (by version, with their dependencies') and the files of any plugin written in this project.
 */
export const mdxCode: { packages: string[]; files: string[] } = { packages: ['remark-gfm', 'rehype-slug', 'rehype-highlight'], files: [] };
