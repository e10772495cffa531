/** Problems file by file, top to bottom, as a writer fixes them, each mistake once (dropFollowOnProblems.ts). */
import type { Problem } from '../core/problem.ts';
import { dropFollowOnProblems } from './dropFollowOnProblems.ts';

export function inFileOrder(problems: Problem[]): Problem[] {
  return dropFollowOnProblems(problems).sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}
