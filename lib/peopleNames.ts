import type { PageFrontmatter, SiteData } from '../content/schema.ts';

/**
 * The people a page may name, as the content writes them: every instructor (instructors.yaml), and
 * the page's own speakers, guests and testimonials' authors. Their names are kept on one line in
 * headings and card titles (lib/unbreakableRuns.ts).
 */
export function peopleNames(frontmatter: PageFrontmatter | undefined, instructors: SiteData['instructors']): string[] {
  const people = [
    ...Object.values(instructors),
    ...(frontmatter && 'speakers' in frontmatter ? frontmatter.speakers ?? [] : []),
    ...(frontmatter && 'guests' in frontmatter ? frontmatter.guests ?? [] : []),
    ...(frontmatter && 'testimonials' in frontmatter ? frontmatter.testimonials : []),
  ];
  return people.map((person) => person.name);
}
