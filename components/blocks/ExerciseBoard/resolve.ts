import type { z } from 'zod';
import { exerciseDifficulties, type Exercise, type Labels, type PageFrontmatter, type SiteData } from '../../../content/schema.ts';
import { solutionPath } from '../../../lib/solutionFiles.ts';
import { resolveActionList, type ActionSite, type ActionView } from '../../resolveAction.ts';
import type { BlockPageFacts } from '../defineBlock.ts';
import { frontmatterOf } from '../frontmatterOf.ts';
import type { exerciseBoardBlock } from './exerciseBoard.schema.ts';

/** An exercise as its card shows it. */
export interface ExerciseView extends Exercise {
  /** Where its sample solution is served beside the page (lib/solutionFiles.ts). */
  file: string;
  /** Its difficulty's place, easiest first (`exerciseDifficulties`). */
  level: number;
}

export interface ExerciseBoardView {
  /** Where the visitor's progress is kept in their browser: one key per page. */
  storageKey: string;
  sessions: { id: string; title: string; exercises: ExerciseView[] }[];
  /** The buttons under the progress, `actions.progress`, if the page has them. */
  progressActions: ActionView[];
  labels: { sessionRange: string; exercises: Labels['exercises'] };
}

/** The exercises page's sessions, one tab each, with their exercises' solution files. */
export function resolveExerciseBoard(_props: z.infer<typeof exerciseBoardBlock.props>, page: BlockPageFacts<PageFrontmatter>, site: SiteData): ExerciseBoardView {
  const { sessions, actions } = frontmatterOf(page, 'exercises');
  const { labels } = site;
  return {
    storageKey: `exercises-completed:${page.route}`,
    sessions: sessions.map((session, index) => ({
      id: `session${index + 1}`,
      title: session.title,
      exercises: session.exercises.map((exercise) => ({
        ...exercise,
        file: solutionPath(page.route, exercise.solution.fileName),
        level: exerciseDifficulties.indexOf(exercise.difficulty),
      })),
    })),
    progressActions: resolveActionList(actions?.progress ?? [], page, site),
    labels: { sessionRange: labels.sessionRange, exercises: labels.exercises },
  };
}
