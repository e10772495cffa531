import type { PageFrontmatter } from '../content/schema.ts';

/**
 * Counts a list on a page, so figures such as "15 buổi" are derived, never typed:
 * `curriculum` counts sessions across its blocks, `exercises` every exercise,
 * `instructors` the page's instructors, and any other name the cards of that list.
 * Undefined when the page has no such list.
 */
export function countOf(frontmatter: PageFrontmatter, name: string): number | undefined {
  if (name === 'curriculum') {
    return 'curriculum' in frontmatter && frontmatter.curriculum
      ? frontmatter.curriculum.reduce((total, block) => total + block.sessions.length, 0)
      : undefined;
  }
  if (name === 'exercises') {
    return frontmatter.type === 'exercises'
      ? frontmatter.sessions.reduce((total, session) => total + session.exercises.length, 0)
      : undefined;
  }
  if (name === 'instructors') return 'instructors' in frontmatter ? frontmatter.instructors?.length : undefined;
  return 'cards' in frontmatter ? frontmatter.cards?.[name]?.length : undefined;
}

/** Percent of a whole, rounded to a whole number; 0 when there is nothing to complete. */
export function percentOf(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 100);
}

/** The discount of a price against its original, in whole percent rounded down (never overstated). */
export function discountPercent(price: number, originalPrice: number): number {
  return Math.floor((1 - price / originalPrice) * 100);
}
