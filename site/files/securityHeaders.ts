/**
 * The headers every response carries, made from content/data/site.yaml's `embedHosts` and the
 * pages' inline scripts, and written by the build as `_headers` (Netlify, Cloudflare Pages),
 * which the preview server and deploy/site.conf (nginx) read back: a new form host is one line of
 * site.yaml, and an edited inline script its new hash, with no server setting to change.
 */
import { createHash } from 'node:crypto';
import { renderHeadersFile, type HeaderRule } from '../../lib/headersFile.ts';
import { FIRST_TICK_SCRIPT } from '../../components/blocks/Countdown/firstTickScript.ts';
import { HEAD_SCRIPT } from '../../renderer/headScript.ts';
import { speculationRulesJson } from '../../renderer/speculationRules.ts';

/** The pages' inline scripts (renderer/+onRenderHtml.tsx, a countdown's first tick), allowed by their hash rather than by 'unsafe-inline'. */
const INLINE_SCRIPTS = [HEAD_SCRIPT, speculationRulesJson, FIRST_TICK_SCRIPT];

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The Content-Security-Policy: this site's own files, plus https images and frames from `embedHosts` only. */
export function contentSecurityPolicy(embedHosts: readonly string[]): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // The head script (marks the page scripted, keeps early taps), the speculation rules and a countdown's first tick.
    ['script-src', ["'self'", ...INLINE_SCRIPTS.map(sha256)]],
    // Scripts set styles through the CSSOM, which the policy allows.
    ['style-src', ["'self'"]],
    // https images, which content may use (npm run check refuses plain http ones).
    ['img-src', ["'self'", 'https:']],
    ['font-src', ["'self'"]],
    // The search index.
    ['connect-src', ["'self'"]],
    // Forms and video players, from the hosts site.yaml names.
    ['frame-src', embedHosts.length > 0 ? embedHosts.map((host) => `https://${host}`) : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    // No other site may frame these pages.
    ['frame-ancestors', ["'self'"]],
  ];
  return directives.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** The headers on every response, 404s included. */
export function securityHeaders(embedHosts: readonly string[]): [string, string][] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(embedHosts)],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()'],
  ];
}

/** Everything under these has a content hash in its name, so it may be kept for a year (docs/deploy.md, Caching). */
const IMMUTABLE_FOLDERS = ['/assets/*', '/_images/*'];

/** The `_headers` file: the security headers for every path, and a year's caching for hashed files. */
export function headersFile(embedHosts: readonly string[]): string {
  const rules: HeaderRule[] = [
    { path: '/*', headers: securityHeaders(embedHosts) },
    ...IMMUTABLE_FOLDERS.map((path): HeaderRule => ({ path, headers: [['Cache-Control', 'public, max-age=31536000, immutable']] })),
  ];
  return renderHeadersFile(rules);
}
