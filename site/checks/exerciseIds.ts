/**
 * The ids an exercises page carries beyond what its MDX writes: each exercise's anchor, typed in the
 * frontmatter, and the exercise board's tab per session (components/blocks/ExerciseBoard/), which
 * links may point at. The engine checks duplicates and links against them (its definition's
 * `frontmatterIds`, `builtIds`).
 */
import type { PageFrontmatter } from '../../content/schema.ts';
import type { PageIdSource, PageUnderCheck } from '../../scripts/engine/site.ts';

export function exerciseIds({ frontmatter, yaml }: Pick<PageUnderCheck<PageFrontmatter>, 'frontmatter' | 'yaml'>): PageIdSource[] {
  if (frontmatter?.type !== 'exercises') return [];
  return frontmatter.sessions.flatMap((session, s) => session.exercises.map((exercise, e) => {
    const path = ['sessions', s, 'exercises', e, 'id'];
    return { ids: [exercise.id], at: yaml.locate(path).position, field: path.join('.'), label: 'bài tập', typed: true };
  }));
}

export function exerciseTabIds({ frontmatter, outline }: Pick<PageUnderCheck<PageFrontmatter>, 'frontmatter' | 'outline'>): string[] {
  const board = outline.elements.some((element) => element.name === 'ExerciseBoard');
  if (!board || frontmatter?.type !== 'exercises') return [];
  return frontmatter.sessions.flatMap((_, index) => [`tab-session${index + 1}`, `tab-button-session${index + 1}`]);
}
