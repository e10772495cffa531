/**
 * Checks the built HTML, as visitors get it, for what the schemas cannot see: links to pages or
 * anchors that do not exist, missing or insecure images, embeds from hosts not on the allow-list
 * (site.yaml `embedHosts`), and new-tab links that give the new page access to ours.
 * Each problem points at the place in content/ that wrote the offending value.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { selectAll } from 'hast-util-select';
import type { Problem } from './problem.ts';

export interface AuditPage {
  route: string;
  /** The page's file, relative to the project root. */
  file: string;
}

export interface AuditInput {
  /** The built site (dist/client). */
  clientDir: string;
  root: string;
  contentDir: string;
  pages: AuditPage[];
  /** Routes of pages left out now (drafts, scheduled), to say why a link to one fails. */
  unpublished: string[];
  embedHosts: string[];
  /** The site's public origin, to find its own files in absolute URLs (og:image). */
  siteUrl?: string;
}

export function auditSite({ clientDir, root, contentDir, pages, unpublished, embedHosts, siteUrl }: AuditInput): Problem[] {
  const trees = new Map(pages.map((page) => [page.route, fromHtml(readFileSync(htmlFileOf(clientDir, page.route), 'utf8'))]));
  const ids = new Map([...trees].map(([route, tree]) => [route, new Set(selectAll('[id]', tree).map((el) => String(el.properties.id)))]));
  const sources = new SourceIndex(root, contentDir);
  const problems = new Map<string, Problem>();
  const report = (page: AuditPage, rule: string, value: string, message: string) => {
    const at = sources.locate(page.file, value);
    const problem: Problem = { ...at, rule, message, severity: 'error' };
    problems.set(`${at.file}:${at.line}:${at.column}:${rule}:${message}`, problem);
  };

  for (const page of pages) {
    const tree = trees.get(page.route) as Root;
    for (const link of selectAll('a[href]', tree)) {
      const href = String(link.properties.href);
      checkNewTab(link, href, (message) => report(page, 'rel', href, message));
      if (href.startsWith('/') && !href.startsWith('//') || href.startsWith('#')) {
        const url = new URL(href, `https://site.invalid${page.route}`);
        const route = url.pathname.replace(/\/$/, '') || '/';
        const isPage = ids.has(route);
        if (!isPage && !existsSync(path.join(clientDir, decodeURIComponent(url.pathname)))) {
          const why = unpublished.includes(route) ? 'a page that is not published (draft or scheduled)' : 'no such page or file';
          report(page, 'link', href, `link to "${href}": ${why}`);
          continue;
        }
        const anchor = decodeURIComponent(url.hash.slice(1));
        if (anchor && isPage && !ids.get(route)?.has(anchor)) {
          report(page, 'anchor', href, `link to "${href}": no element with id "${anchor}" on ${route}`);
        }
      }
    }
    for (const image of selectAll('img', tree)) {
      const src = String(image.properties.src ?? '');
      if (/^https?:\/\//.test(src)) {
        if (!src.startsWith('https://')) report(page, 'image', src, `image "${src}" is not https`);
      } else if (!existsSync(path.join(clientDir, src.split('?')[0] ?? ''))) {
        report(page, 'image', src, `image "${src}" does not exist (put it in public/)`);
      }
      if (!hasAltText(image)) report(page, 'image', src, `image "${src}" has no alt text; describe it, e.g. ![Mô tả ảnh](${src})`);
    }
    // The page's icon and sharing image (frontmatter favicon, ogImage) must exist too.
    const ownFiles = [
      ...selectAll('link[rel~=icon][href]', tree).map((el) => String(el.properties.href)),
      ...selectAll('meta[property="og:image"][content]', tree).map((el) => String(el.properties.content)),
    ];
    for (const url of ownFiles) {
      const local = siteUrl && url.startsWith(siteUrl) ? url.slice(siteUrl.length) : url;
      if (local.startsWith('/') && !existsSync(path.join(clientDir, local))) report(page, 'image', local, `image "${local}" does not exist (put it in public/)`);
    }
    const embeds = [
      ...selectAll('iframe[src]', tree).map((el) => String(el.properties.src)),
      ...selectAll('iframe[data-src]', tree).map((el) => String(el.properties.dataSrc)),
      ...selectAll('a[data-embed]', tree).map((el) => String(el.properties.dataEmbed)),
    ];
    for (const src of embeds) {
      const host = /^https:\/\/([^/:?#]+)/.exec(src)?.[1];
      if (!host) report(page, 'embed', src, `embedded "${src}" is not an https URL`);
      else if (!embedHosts.includes(host)) report(page, 'embed', src, `embedded "${src}": host ${host} is not allowed; add it to embedHosts in content/data/site.yaml (now: ${embedHosts.join(', ')})`);
    }
  }
  // In reading order, file by file, as a writer fixes them.
  return [...problems.values()].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}

export function htmlFileOf(clientDir: string, route: string): string {
  return path.join(clientDir, route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);
}

function checkNewTab(link: Element, href: string, report: (message: string) => void): void {
  if (link.properties.target !== '_blank') return;
  const rel = new Set(([link.properties.rel ?? []].flat() as string[]).flatMap((value) => String(value).split(/\s+/)));
  if (!rel.has('noopener') || !rel.has('noreferrer')) report(`new-tab link to "${href}" without rel="noopener noreferrer"`);
}

/** Alt text is required, except on pictures marked as decoration (their text is beside them). */
function hasAltText(image: Element): boolean {
  const alt = image.properties.alt;
  if (typeof alt === 'string' && alt.trim() !== '') return true;
  const decorative = image.properties.role === 'presentation' || image.properties.role === 'none';
  return alt === '' && decorative;
}

/** Finds where in content/ a value was written: the page's file first, then the shared data. */
class SourceIndex {
  private readonly cache = new Map<string, string>();
  private readonly dataFiles: string[];

  constructor(private readonly root: string, contentDir: string) {
    const dataDir = path.join(contentDir, 'data');
    this.dataFiles = existsSync(dataDir)
      ? readdirSync(dataDir).filter((name) => name.endsWith('.yaml')).map((name) => path.relative(root, path.join(dataDir, name)).split(path.sep).join('/'))
      : [];
  }

  locate(pageFile: string, value: string): { file: string; line: number; column: number } {
    // Menus write home sections as "#x"; pages get "/#x".
    const needles = [value, value.replace(/^\/(?=#)/, '')];
    for (const file of [pageFile, ...this.dataFiles]) {
      const text = this.read(file);
      for (const needle of needles) {
        const index = text.indexOf(needle);
        if (index < 0) continue;
        const before = text.slice(0, index).split('\n');
        return { file, line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
      }
    }
    return { file: pageFile, line: 1, column: 1 };
  }

  private read(file: string): string {
    let text = this.cache.get(file);
    if (text === undefined) {
      text = readFileSync(path.join(this.root, file), 'utf8');
      this.cache.set(file, text);
    }
    return text;
  }
}
