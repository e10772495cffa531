/**
 * The security headers of deploy/site.conf, as nginx `add_header` lines between two marker
 * comments: written from the build's `_headers` (lib/headersFile.ts) by `npm run build`, so that a
 * new embed host in content/data/site.yaml reaches nginx without anyone editing the server's config.
 */

const BEGIN = '# BEGIN headers written by npm run build from dist/client/_headers (site/files/securityHeaders.ts); do not edit';
const END = '# END headers written by npm run build';

/** The `add_header` lines for `headers`, `always` so that 404s carry them too. */
export function nginxAddHeaders(headers: readonly [string, string][]): string[] {
  return headers.map(([name, value]) => `add_header ${name} ${JSON.stringify(value)} always;`);
}

/**
 * `conf` with the lines between the markers replaced by `headers`; the markers are required, so a
 * config that lost them fails the build rather than sending no policy.
 */
export function withNginxHeaders(conf: string, headers: readonly [string, string][]): string {
  const begin = conf.indexOf(BEGIN);
  const end = conf.indexOf(END);
  if (begin < 0 || end < begin) throw new Error(`deploy/site.conf has lost its marker lines; put back:\n${BEGIN}\n${END}`);
  return conf.slice(0, begin) + [BEGIN, ...nginxAddHeaders(headers), ''].join('\n') + conf.slice(end);
}
