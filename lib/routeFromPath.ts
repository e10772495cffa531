/**
 * Maps a content file path (relative to content/) to its URL:
 * `index.mdx` → `/`, `gioi-thieu.mdx` → `/gioi-thieu`, `blog/index.mdx` → `/blog`.
 */
export function routeFromPath(relativePath: string): string {
  const withoutExtension = relativePath.replace(/\\/g, '/').replace(/\.mdx$/, '');
  const segments = withoutExtension.split('/').filter((segment) => segment !== '');
  if (segments.at(-1) === 'index') segments.pop();
  return '/' + segments.join('/');
}
