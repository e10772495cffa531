/**
 * A title or description pasted from Word or a web page brings characters a writer cannot see:
 * curly quotes, a soft hyphen, a no-break or zero-width space. They go into the page's title, its
 * search result and its share card as they are, so the check names them with the clean text to write.
 */
import type { PageFrontmatter } from '../../content/schema.ts';
import type { Problem, WrittenPage } from '../../scripts/engine/site.ts';

/** Each pasted character, what it is called, and what to type instead. */
const PASTED: { pattern: RegExp; name: string; typed: string }[] = [
  { pattern: /[“”„]/g, name: 'ngoặc kép cong “ ”', typed: '"' },
  { pattern: /[‘’‚]/g, name: 'nháy đơn cong ‘ ’', typed: "'" },
  { pattern: /\u00AD/g, name: 'dấu gạch nối ẩn (soft hyphen)', typed: '' },
  { pattern: /[\u200B\u200C\u200D\u2060\uFEFF]/g, name: 'ký tự rộng 0 (zero-width)', typed: '' },
  { pattern: /[\u00A0\u202F\u2007]/g, name: 'dấu cách không ngắt', typed: ' ' },
];
const FIELDS = ['title', 'description'] as const;

export function pastedTypographyProblems(frontmatter: PageFrontmatter, page: WrittenPage): Problem[] {
  return FIELDS.flatMap((field) => {
    const text = frontmatter[field];
    if (typeof text !== 'string') return [];
    const found = PASTED.filter(({ pattern }) => text.match(pattern));
    if (found.length === 0) return [];
    const clean = found.reduce((value, { pattern, typed }) => value.replace(pattern, typed), text).replace(/ {2,}/g, ' ').trim();
    const { position } = page.yaml.locate([field]);
    return [{ file: page.file, ...position, rule: 'typography', field, severity: 'warning' as const,
      message: `có ${found.map(({ name }) => name).join(', ')}, thường do chép từ Word hay trang web; viết lại là: ${clean}` }];
  });
}
