/** Compiled MDX of every content file, served by scripts/engine/render/contentPlugin.ts (server only). */
declare module 'virtual:mdx-pages' {
  /** The compiled code of a content file (path from the project root, e.g. `content/index.mdx`): a function body, see renderer/loadMdx.ts. */
  export function readCompiledMdx(file: string): string;
}
