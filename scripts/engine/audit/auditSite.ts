/**
 * Checks the built HTML, as visitors get it, for what the schemas cannot see: links to pages or
 * anchors that do not exist, missing or insecure images, embeds from hosts not on the allow-list
 * (site.yaml `embedHosts`), and new-tab links that give the new page access to ours.
 * Each problem points at the place in content/ that wrote the offending value (writtenValues.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileHashes, openDiskCache, packageVersions, type DiskCache } from '../core/diskCache.ts';
import { projectRoot } from '../core/paths.ts';
import type { Problem } from '../core/problem.ts';
import { scanPageFacts, type PageFacts } from './pageFacts.ts';
import { htmlFileOf } from '../render/renderCache/renderCache.ts';
import { WrittenValues } from './writtenValues.ts';
import { didYouMeanText } from '../../../lib/didYouMean.ts';

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
  // Each page's HTML is read for what the checks need and let go: thousands of parsed pages do not fit in memory.
  const facts = new Map(pages.map((page) => [page.route, readPageFacts(readFileSync(htmlFileOf(clientDir, page.route), 'utf8'))]));
  const ids = new Map([...facts].map(([route, page]) => [route, new Set(page.ids)]));
  const written = new WrittenValues(root, contentDir);
  const sources = new SourceIndex(root, contentDir);
  const problems = new Map<string, Problem>();
  const report = (page: AuditPage, rule: string, value: string, message: string) => {
    const at = written.locate(page.file, value) ?? sources.locate(page.file, value);
    const problem: Problem = { ...at, rule, message, severity: 'error' };
    problems.set(`${at.file}:${at.line}:${at.column}:${rule}:${message}`, problem);
  };

  for (const page of pages) {
    const { links, images, ownFiles, embeds } = facts.get(page.route) as PageFacts;
    for (const { href, newTab, rel } of links) {
      if (newTab && (!rel.includes('noopener') || !rel.includes('noreferrer'))) report(page, 'rel', href, `liên kết mở tab mới tới "${href}" thiếu rel="noopener noreferrer"; thêm thuộc tính đó, hoặc dùng liên kết Markdown [chữ](${href})`);
      if (href.startsWith('/') && !href.startsWith('//') || href.startsWith('#')) {
        const url = new URL(href, `https://site.invalid${page.route}`);
        const route = url.pathname.replace(/\/$/, '') || '/';
        const isPage = ids.has(route);
        if (!isPage && !existsSync(path.join(clientDir, decodeURIComponent(url.pathname)))) {
          const why = unpublished.includes(route) ? 'trang này chưa được đăng (bản nháp hoặc hẹn giờ)' : `không có trang hay tệp nào ở đó${didYouMeanText(route, [...ids.keys()])}`;
          report(page, 'link', href, `liên kết tới "${href}": ${why}`);
          continue;
        }
        const anchor = decodeURIComponent(url.hash.slice(1));
        if (anchor && isPage && !ids.get(route)?.has(anchor)) {
          report(page, 'anchor', href, `liên kết tới "${href}": trang ${route} không có mục nào mang id "${anchor}"${didYouMeanText(anchor, [...(ids.get(route) ?? [])])}`);
        }
      }
    }
    for (const { src, hasAlt } of images) {
      if (/^https?:\/\//.test(src)) {
        if (!src.startsWith('https://')) report(page, 'image', src, `ảnh "${src}" không dùng https; đổi thành https://`);
      } else if (!existsSync(path.join(clientDir, src.split('?')[0] ?? ''))) {
        report(page, 'image', src, `ảnh "${src}" không tồn tại; đặt tệp ảnh vào public/ (đúng tên, phân biệt chữ hoa chữ thường)`);
      }
      if (!hasAlt) report(page, 'image', src, `ảnh "${src}" thiếu mô tả (alt); hãy mô tả ảnh, ví dụ ![Mô tả ảnh](${src})`);
    }
    // The page's icon and sharing image (frontmatter favicon, ogImage) must exist too.
    for (const url of ownFiles) {
      const local = siteUrl && url.startsWith(siteUrl) ? url.slice(siteUrl.length) : url;
      if (local.startsWith('/') && !existsSync(path.join(clientDir, local))) report(page, 'image', local, `ảnh "${local}" không tồn tại; đặt tệp ảnh vào public/ (đúng tên, phân biệt chữ hoa chữ thường)`);
    }
    for (const src of embeds) {
      const host = /^https:\/\/([^/:?#]+)/.exec(src)?.[1];
      if (!host) report(page, 'embed', src, `nội dung nhúng "${src}" không phải địa chỉ https://`);
      else if (!embedHosts.includes(host)) report(page, 'embed', src, `nội dung nhúng "${src}": máy chủ ${host} chưa được phép; thêm nó vào embedHosts trong content/data/site.yaml (hiện có: ${embedHosts.join(', ')})`);
    }
  }
  // In reading order, file by file, as a writer fixes them.
  return [...problems.values()].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}

/** Reading is most of the audit's time: a page whose HTML is unchanged since an earlier build reuses what was read then. */
function readPageFacts(html: string): PageFacts {
  factsCache ??= openDiskCache('audit', {
    versions: packageVersions(['entities'], projectRoot),
    code: fileHashes(['scripts/engine/audit/pageFacts.ts', 'lib/scanHtml.ts'], projectRoot),
  }, { root: projectRoot, extension: '.json' });
  const cached = factsCache.read(html);
  if (cached !== undefined) return JSON.parse(cached) as PageFacts;
  const facts = scanPageFacts(html);
  factsCache.write(html, JSON.stringify(facts));
  return facts;
}
let factsCache: DiskCache | undefined;

/** Finds where in content/ a value was written by searching the text: for values WrittenValues does not hold (a value a component composed). */
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
