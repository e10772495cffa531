/**
 * A page has exactly one main heading (h1): search engines and screen readers take it as the page's
 * title. It is the Markdown `# ` line (or an `<h1>`); no block renders one of its own, so the opening
 * block (`<PageHero>`, `<Hero>`, `<EventHero>`) holds it as its first line.
 */
import type { Problem } from '../../core/problem.ts';
import type { Located } from '../../parse/outline/located.ts';
import { splitFrontmatter } from '../../parse/splitFrontmatter.ts';
import type { BlockPage } from './blockPage.ts';

export function h1Problems(page: BlockPage): Problem[] {
  const { headings, elements } = page.outline;
  const h1s: Located[] = [
    ...headings.filter((heading) => heading.depth === 1).map((heading) => heading.at),
    ...elements.filter((element) => element.name === 'h1').map((element) => element.at),
  ].sort((a, b) => a.line - b.line || a.column - b.column);
  const [first, ...others] = h1s;
  if (!first) return [missingH1(page)];
  return others.map((at) => ({ file: page.file, ...at, rule: 'heading', severity: 'error' as const,
    message: `trang đã có tiêu đề chính (#) ở dòng ${first.line}; mỗi trang chỉ có một, đổi dòng này thành tiêu đề mục "## …"` }));
}

/** At the first thing the body holds: inside an opening block when the page starts with one. */
function missingH1(page: BlockPage): Problem {
  const [firstElement] = page.outline.elements;
  const firstLine = firstContentLine(page.source);
  const opening = firstElement?.name && firstElement.at.line === firstLine ? firstElement : undefined;
  const where = opening ? ` bên trong <${opening.name}>, trước đoạn giới thiệu` : ' ở đầu nội dung';
  return { file: page.file, ...(opening?.at ?? { line: firstLine, column: 1 }), rule: 'heading', severity: 'error',
    message: `trang chưa có tiêu đề chính; thêm một dòng "# Tiêu đề trang"${where}` };
}

/** The first line after the frontmatter with something on it. */
function firstContentLine(source: string): number {
  const split = splitFrontmatter(source);
  const lines = ('problem' in split ? source : split.body).split('\n');
  const index = lines.findIndex((line) => line.trim() !== '');
  return index < 0 ? lines.length : index + 1;
}
