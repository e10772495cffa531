/**
 * The review's front page, `index.html` beside the sheets: every changed page with its sheet and
 * the facts-diff lines of that page, then the shared facts the change touches. And the same list
 * as `changed-pages.json`, from which the pull-request workflow writes its comment.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PageChange } from './changedPages.ts';

/** A page the review found changed, and what it wrote for it. */
export interface ReviewedPage {
  route: string;
  change: PageChange;
  /** The contact sheet's file name, in the review's folder. */
  sheet: string;
  /** The first screenshot pair (phone width), before and after; a side the page lacks is absent. */
  firstPair: { before?: string; after?: string };
  /** Changed regions outlined, by width ("390 px": 2). */
  regions: Record<string, number>;
  /** Opened states shot beside the page ("tab Buổi 3"). */
  states: string[];
}

/** A section of the facts diff: a page's (its route) or shared data's. */
export interface FactsSection {
  route?: string;
  heading: string;
  lines: string[];
}

/** The reviewer's words, in Vietnamese like the facts diff beside them. */
export const reviewWording = {
  title: (base: string, head: string) => `Thay đổi giao diện: ${base} → ${head}`,
  change: { changed: 'đã đổi', added: 'trang mới', removed: 'đã xóa' } satisfies Record<PageChange, string>,
  regions: (counts: Record<string, number>) => Object.entries(counts).map(([width, count]) => `${width}: ${count} vùng khác`).join(', '),
  states: (states: string[]) => `Trạng thái đã mở: ${states.join('; ')}`,
  shared: 'Dữ liệu dùng chung đã đổi',
  noFacts: 'Không có dòng nào của facts diff cho trang này (đổi do dữ liệu dùng chung, mã nguồn hoặc giao diện).',
  nothing: (base: string, head: string) => `Không có thay đổi giao diện nào giữa ${base} và ${head}: HTML của mọi trang giống hệt nhau.`,
};

/** Writes `index.html` and `changed-pages.json` into `folder`. */
export function writeReviewIndex(folder: string, revisions: { base: string; head: string }, pages: ReviewedPage[], facts: FactsSection[]): void {
  writeFileSync(path.join(folder, 'changed-pages.json'), `${JSON.stringify(pages, null, 2)}\n`);
  const title = reviewWording.title(revisions.base, revisions.head);
  const factsOf = (route: string) => facts.filter((section) => section.route === route).flatMap((section) => section.lines);
  const shared = facts.filter((section) => section.route === undefined);
  const body = pages.length === 0 ? [`<p>${escapeHtml(reviewWording.nothing(revisions.base, revisions.head))}</p>`] : [
    '<ol>',
    ...pages.map((page) => {
      const lines = factsOf(page.route);
      return [
        `<li><h2><code>${escapeHtml(page.route)}</code> · ${reviewWording.change[page.change]}</h2>`,
        `<p>${escapeHtml(reviewWording.regions(page.regions))}${page.states.length > 0 ? ` · ${escapeHtml(reviewWording.states(page.states))}` : ''}</p>`,
        lines.length > 0 ? listOf(lines) : `<p><em>${escapeHtml(reviewWording.noFacts)}</em></p>`,
        `<a href="${encodeURI(page.sheet)}"><img src="${encodeURI(page.sheet)}" alt="${escapeHtml(page.route)}" loading="lazy"></a></li>`,
      ].join('\n');
    }),
    '</ol>',
  ];
  const sharedBlock = shared.length === 0 ? [] : [`<h2>${reviewWording.shared}</h2>`, ...shared.map((section) => `<h3>${escapeHtml(section.heading)}</h3>\n${listOf(section.lines)}`)];
  writeFileSync(path.join(folder, 'index.html'), [
    '<!doctype html>',
    '<html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>${escapeHtml(title)}</title>`,
    '<style>body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:80rem;padding:0 1rem}img{max-width:100%;border:1px solid #ccd}li{margin-bottom:2rem}</style>',
    '</head><body>',
    `<h1>${escapeHtml(title)}</h1>`,
    ...body,
    ...sharedBlock,
    '</body></html>',
    '',
  ].join('\n'));
}

function listOf(lines: string[]): string {
  return `<ul>${lines.map((line) => `<li>${escapeHtml(line.replace(/^\s*- /, ''))}</li>`).join('')}</ul>`;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
