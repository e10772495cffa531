/**
 * `npm run check`: validates every page and shared data file without building.
 * Prints one line per problem (`path:line:col  rule  message`), and on GitHub Actions also
 * as annotations on the pull request's lines. Exits non-zero on any error; warnings and notes
 * (placeholders still present, drafts and scheduled pages) leave the exit code at 0.
 */
import { checkContent } from './engine/audit/checkContent.ts';
import { contentDir, projectRoot } from './engine/core/paths.ts';
import { countErrors, formatAnnotation, formatProblem } from './engine/core/problem.ts';
import { site } from '../site/definition.ts';

const { pages, problems } = await checkContent(site, contentDir, projectRoot);
for (const problem of problems) console.log(formatProblem(problem));
if (process.env.GITHUB_ACTIONS === 'true') for (const problem of problems) console.log(formatAnnotation(problem));

const errors = countErrors(problems);
const warnings = problems.filter((p) => p.severity === 'warning').length;
console.log(`Đã kiểm tra ${pages.length} trang: ${errors} lỗi, ${warnings} cảnh báo.`);
if (errors > 0) process.exitCode = 1;
