/**
 * `npm run check`: validates every page and shared data file without building.
 * Prints the errors first, file by file, one line each (`path:line:col  rule  message`); the
 * warnings summed up by kind, or each on its line with `--all`; then a summary. On GitHub Actions
 * every problem is also written as an annotation on the pull request's lines. Exits non-zero on
 * any error; warnings and notes (placeholders still present, drafts and scheduled pages) leave
 * the exit code at 0.
 *
 * `--base <ref>`: in a pull request, the branch it goes into (`origin/main`); what the branch changed
 * since counts as the writer's change, like uncommitted edits (an event already over is a warning on
 * a changed page only). On GitHub's pull requests it defaults to the one GitHub names (GITHUB_BASE_REF).
 */
import { checkContent } from './engine/audit/checkContent.ts';
import { formatCheckReport, wantsColour } from './engine/core/checkReport.ts';
import { contentDir, projectRoot } from './engine/core/paths.ts';
import { countErrors, formatAnnotation } from './engine/core/problem.ts';
import { UnknownBase } from './engine/read/changedFiles.ts';
import { site } from '../site/definition.ts';

const args = process.argv.slice(2);
const all = args.includes('--all');
const baseAt = args.indexOf('--base');
const base = (baseAt >= 0 ? args[baseAt + 1] : undefined) ?? (process.env.GITHUB_BASE_REF ? `origin/${process.env.GITHUB_BASE_REF}` : undefined);
const { pageCount, problems } = await checkContent(site, contentDir, projectRoot, base ? { base } : {}).catch((error: unknown) => {
  if (!(error instanceof UnknownBase)) throw error;
  console.error(error.message);
  process.exit(1);
});
const colour = wantsColour(process.stdout, process.env);
for (const line of formatCheckReport(problems, pageCount, { all, colour })) console.log(line);
if (process.env.GITHUB_ACTIONS === 'true') for (const problem of problems) console.log(formatAnnotation(problem));

if (countErrors(problems) > 0) process.exitCode = 1;
