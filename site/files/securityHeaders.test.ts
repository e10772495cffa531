import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { headersForEveryPath, readHeadersFile } from '../../lib/headersFile.ts';
import { withNginxHeaders } from '../../lib/nginxHeaders.ts';
import { projectRoot } from '../../scripts/engine/core/paths.ts';
import { headersFile } from './securityHeaders.ts';

/** A Content-Security-Policy as directive → sources, read off the `_headers` text as a host reads it. */
function policyOf(file: string): Map<string, string[]> {
  const policy = new Map(headersForEveryPath(readHeadersFile(file))).get('Content-Security-Policy') ?? '';
  return new Map(policy.split(';').map((part) => part.trim().split(/\s+/)).map(([name = '', ...sources]) => [name, sources]));
}

describe('the headers file the build writes', () => {
  it('frames exactly the embed hosts of site.yaml: adding a form host is one line there', () => {
    expect(policyOf(headersFile(['forms.example.com'])).get('frame-src')).toEqual(['https://forms.example.com']);
    expect(policyOf(headersFile(['forms.example.com', 'docs.google.com'])).get('frame-src')).toEqual(['https://forms.example.com', 'https://docs.google.com']);
  });

  it('allows the site\'s own scripts and its three inline scripts by hash (head, speculation rules, a countdown\'s first tick), nothing inline besides', () => {
    const scripts = policyOf(headersFile(['forms.example.com'])).get('script-src') ?? [];
    expect(scripts[0]).toBe("'self'");
    expect(scripts.slice(1)).toHaveLength(3);
    for (const source of scripts.slice(1)) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  });

  it('keeps hashed files for a year and leaves the rest to be revalidated', () => {
    const rules = readHeadersFile(headersFile(['forms.example.com']));
    expect(rules.map((rule) => rule.path)).toEqual(['/*', '/assets/*', '/_images/*']);
    expect(rules.find((rule) => rule.path === '/assets/*')?.headers).toEqual([['Cache-Control', 'public, max-age=31536000, immutable']]);
    expect(headersForEveryPath(rules).map(([name]) => name)).not.toContain('Cache-Control');
  });
});

describe('deploy/site.conf', () => {
  const conf = readFileSync(path.join(projectRoot, 'deploy', 'site.conf'), 'utf8');
  const headers = headersForEveryPath(readHeadersFile(headersFile(['forms.example.com', 'docs.google.com'])));

  it('takes the headers between its markers, as nginx add_header lines sent with every answer', () => {
    const updated = withNginxHeaders(conf, headers);
    expect(updated).toContain(`add_header Content-Security-Policy "${new Map(headers).get('Content-Security-Policy')}" always;`);
    expect(updated).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(updated.match(/^add_header Content-Security-Policy /gm)).toHaveLength(1);
    // Everything outside the markers is left as written.
    expect(updated.replace(/^add_header (?!Cache-Control).*\n/gm, '')).toBe(conf.replace(/^add_header (?!Cache-Control).*\n/gm, ''));
    expect(withNginxHeaders(updated, headers)).toBe(updated);
  });

  it('refuses a config that lost its markers, rather than send no policy', () => {
    expect(() => withNginxHeaders('index index.html;\n', headers)).toThrow(/marker lines/);
  });
});
