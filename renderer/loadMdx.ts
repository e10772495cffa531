/** Loads the compiled MDX of a content file; Vite turns the glob into one chunk per page (server only). */
import type { MDXContent } from 'mdx/types';

const modules = import.meta.glob<{ default: MDXContent }>(['/content/**/*.mdx', '!/content/data/**']);

export async function loadMdx(file: string): Promise<MDXContent> {
  const load = modules[`/${file}`];
  if (!load) throw new Error(`No compiled MDX for ${file}`);
  return (await load()).default;
}
