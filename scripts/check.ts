/**
 * `npm run check`: validates every page and shared data file without building.
 * Prints one line per problem and exits non-zero on any error; warnings
 * (example values still present) leave the exit code at 0.
 */
import { loadContent } from './lib/loadContent.ts';
import { contentDir, projectRoot } from './lib/paths.ts';
import { countErrors, formatProblem } from './lib/problem.ts';

const { pages, problems } = loadContent(contentDir, projectRoot);
for (const problem of problems) console.log(formatProblem(problem));

const errors = countErrors(problems);
const warnings = problems.length - errors;
console.log(`${pages.length} page(s) checked: ${errors} error(s), ${warnings} warning(s).`);
if (errors > 0) process.exitCode = 1;
