/**
 * What kind of address a writer typed, read the way a browser would read it on our pages: a path
 * of the site (`/lich-khai-giang#lich`), an anchor on this page (`#lich`), an address elsewhere, a
 * phone number or mail address, or one of the forms that go wrong (`lich-khai-giang` without its
 * slash, `www.example.com` without its scheme, `javascript:`). The checks decide what each is worth.
 */

export type UrlForm =
  /** `/route`, `/images/a.png`, `/route#anchor`: `path` decoded, without query or anchor. */
  | { form: 'internal'; path: string; anchor: string }
  /** `#anchor`. */
  | { form: 'anchor'; anchor: string }
  | { form: 'https'; host: string }
  | { form: 'http'; host: string; https: string }
  /** `//host/path`: the scheme of the page it is on, which a writer never means. */
  | { form: 'schemeless'; https: string }
  /** `www.example.com/x` or `zalo.me/x`: an address elsewhere typed without `https://`. */
  | { form: 'bare-host'; https: string }
  /** `lich-khai-giang`, `./images/a.png`: a path of the site without its leading slash. */
  | { form: 'relative'; absolute: string }
  | { form: 'tel'; number: string }
  | { form: 'mailto'; addresses: string[] }
  /** `javascript:` and `vbscript:` (run code), `data:` (a whole file inside the page), `file:` (a file on the writer's computer). */
  | { form: 'refused'; scheme: 'javascript' | 'data' | 'file' }
  /** Any other scheme (`zalo:`, `sms:`): left to the writer. */
  | { form: 'other'; scheme: string };

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
/** Top-level domains people type without `https://` (a name with an extension like `.png` is a file). */
const BARE_HOST = /^(?:www\.[^/\s]+|[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|vn|net|org|io|me|co|ai|app|dev|info|biz|gg|link|ly|to|tv|xyz))(?:[/?#:]|$)/i;

export function describeUrl(written: string): UrlForm {
  const url = written.trim();
  const scheme = SCHEME.exec(url)?.[1]?.toLowerCase();
  if (scheme === 'https') return { form: 'https', host: hostOf(url) };
  if (scheme === 'http') return { form: 'http', host: hostOf(url), https: url.replace(/^http:/i, 'https:') };
  if (scheme === 'tel') return { form: 'tel', number: url.slice(4) };
  if (scheme === 'mailto') return { form: 'mailto', addresses: url.slice(7).split('?')[0]?.split(',').map((a) => a.trim()) ?? [] };
  if (scheme === 'javascript' || scheme === 'vbscript') return { form: 'refused', scheme: 'javascript' };
  if (scheme === 'data' || scheme === 'file') return { form: 'refused', scheme };
  // `localhost:5678` reads as a scheme too; anything with a dot before the colon is a host.
  if (scheme && !scheme.includes('.') && !/^\d/.test(url.slice(scheme.length + 1))) return { form: 'other', scheme };
  if (url.startsWith('//')) return { form: 'schemeless', https: `https:${url}` };
  if (url.startsWith('#')) return { form: 'anchor', anchor: decode(url.slice(1)) };
  if (url.startsWith('/')) {
    const [beforeAnchor = '', anchor = ''] = splitOnce(url, '#');
    return { form: 'internal', path: decode(beforeAnchor.split('?')[0] ?? ''), anchor: decode(anchor) };
  }
  if (BARE_HOST.test(url)) return { form: 'bare-host', https: `https://${url}` };
  return { form: 'relative', absolute: `/${url.replace(/^(?:\.\.?\/)+/, '')}` };
}

/** `/lich-khai-giang/` and `/lich-khai-giang` are one page; `/` is the home page. */
export function routeOfPath(path: string): string {
  return path.replace(/\/+$/, '') || '/';
}

/** A path whose last part has an extension names a file (`/images/a.png`), else a page. */
export function isFilePath(path: string): boolean {
  return /\.[a-z0-9]+$/i.test(path.split('/').at(-1) ?? '');
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function splitOnce(text: string, separator: string): [string, string] {
  const index = text.indexOf(separator);
  return index < 0 ? [text, ''] : [text.slice(0, index), text.slice(index + 1)];
}
