/** A stat counted from a list (`countOf: goals`) must name a list the page has (lib/countOf.ts counts it). */
import type { PageFrontmatter } from '../../content/schema.ts';
import { countOf } from '../../lib/countOf.ts';
import { didYouMeanText } from '../../lib/didYouMean.ts';
import type { Problem, WrittenPage } from '../../scripts/engine/site.ts';

export function statCountProblems(frontmatter: PageFrontmatter, page: WrittenPage): Problem[] {
  if (!('stats' in frontmatter) || !frontmatter.stats) return [];
  const lists = ['curriculum', 'exercises', 'instructors', ...Object.keys(('cards' in frontmatter && frontmatter.cards) || {})];
  return frontmatter.stats.flatMap((stat, index) => {
    if (stat.countOf === undefined || countOf(frontmatter, stat.countOf) !== undefined) return [];
    const { position } = page.yaml.locate(['stats', index, 'countOf']);
    return [{ file: page.file, ...position, rule: 'count', field: `stats.${index}.countOf`, severity: 'error' as const,
      message: `không có danh sách "${stat.countOf}" trên trang này để đếm; dùng curriculum, exercises, instructors hoặc tên một danh sách thẻ (cards)${didYouMeanText(stat.countOf, lists)}` }];
  });
}
