/**
 * The `_headers` file that Netlify and Cloudflare Pages read from the site's root
 * (https://docs.netlify.com/manage/routing/headers/, https://developers.cloudflare.com/pages/configuration/headers/):
 * a path pattern on its own line, then its headers indented below it. The build writes it
 * (site/files/securityHeaders.ts); the preview server (scripts/serve.ts) and deploy/site.conf
 * (lib/nginxHeaders.ts) read it back, so every host sends the same headers.
 */

/** The file's name, at the root of the built site. */
export const HEADERS_FILE = '_headers';

/** The headers sent for the paths a pattern matches (`/*` every path, `/assets/*` those under /assets/). */
export interface HeaderRule {
  path: string;
  headers: [name: string, value: string][];
}

export function renderHeadersFile(rules: readonly HeaderRule[]): string {
  return rules.map(({ path, headers }) => [path, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n')).join('\n') + '\n';
}

/** The rules of a `_headers` file; comment lines (`#`) and blank lines are skipped. */
export function readHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    const rule = rules.at(-1);
    if (!/^\s/.test(line)) rules.push({ path: line.trim(), headers: [] });
    else if (rule) {
      const colon = line.indexOf(':');
      rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  return rules;
}

/** The headers `_headers` gives every path (its `/*` rule). */
export function headersForEveryPath(rules: readonly HeaderRule[]): [string, string][] {
  return rules.find((rule) => rule.path === '/*')?.headers ?? [];
}
