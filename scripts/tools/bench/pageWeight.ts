/**
 * What a first visit to a built page downloads, gzip-compressed as a host serves it:
 * the HTML, the stylesheets it links, and the JavaScript it loads or preloads up front followed
 * through static imports (dynamic imports are islands, loaded only when needed); and, apart,
 * the fonts it preloads (already compressed, so counted as they are).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fromHtml } from 'hast-util-from-html';
import { selectAll } from 'hast-util-select';

export interface PageWeight {
  html: number;
  css: number;
  js: number;
  /** Preloaded fonts, as stored (woff2 is compressed already). */
  fonts: number;
  /** The files counted, as site paths. */
  files: string[];
}

const gzipSize = (content: Buffer | string) => gzipSync(content, { level: 9 }).length;

/** `htmlFile` is a file under `clientDir`, e.g. `index.html` or `gioi-thieu/index.html`. */
export function measurePage(clientDir: string, htmlFile: string): PageWeight {
  const html = readFileSync(path.join(clientDir, htmlFile), 'utf8');
  const read = (sitePath: string) => readFileSync(path.join(clientDir, sitePath));
  const tree = fromHtml(html);
  const attributes = (selector: string, name: 'href' | 'src') =>
    selectAll(selector, tree).map((element) => String(element.properties[name]));

  const stylesheets = attributes('link[rel~=stylesheet][href]', 'href');
  const scripts = new Set<string>();
  const follow = (sitePath: string) => {
    if (scripts.has(sitePath)) return;
    scripts.add(sitePath);
    for (const specifier of staticImports(read(sitePath).toString('utf8'))) {
      follow(path.posix.join(path.posix.dirname(sitePath), specifier));
    }
  };
  attributes('script[src]', 'src').forEach(follow);
  attributes('link[rel~=modulepreload][href]', 'href').forEach(follow);
  const fonts = attributes('link[rel~=preload][as=font][href]', 'href');

  return {
    html: gzipSize(html),
    css: stylesheets.reduce((sum, file) => sum + gzipSize(read(file)), 0),
    js: [...scripts].reduce((sum, file) => sum + gzipSize(read(file)), 0),
    fonts: fonts.reduce((sum, file) => sum + read(file).length, 0),
    files: [...stylesheets, ...scripts, ...fonts],
  };
}

/**
 * Relative specifiers of a built ES module's static `import … from "./x.js"` and `import "./x.js"`.
 * Built chunks are minified single-line ESM, so a pattern over `import` statements is reliable
 * here; `import(` (dynamic) is deliberately not matched.
 */
export function staticImports(source: string): string[] {
  return [...source.matchAll(/(?:^|[;}\s])import\s*(?:[\w*{}\s,$]+from\s*)?["'](\.{1,2}\/[^"']+)["']/g)].map((match) => match[1] ?? '');
}
