/**
 * `npm run new -- <kind> <slug>`: writes content/<slug>.mdx from the kind's template in
 * site/scaffold/templates/, with every field present and commented, passing `npm run check` as written.
 * Course and bootcamp pages also get their own offering in content/data/courses.yaml (site/scaffold/scaffold.ts).
 * Refuses an unknown kind, an invalid or taken slug and a second home page, with exit code 1
 * (the wording: scripts/engine/scaffold/newCommand.ts).
 */
import { siteToday } from './engine/validate/contentRules.ts';
import { contentDir, projectRoot } from './engine/core/paths.ts';
import { runNewCommand } from './engine/scaffold/newCommand.ts';
import { site } from '../site/definition.ts';

// Example dates are counted from today, or from the clock SITE_NOW sets for previews and tests.
const { exitCode, out, err } = runNewCommand(site, process.argv.slice(2), { contentDir, root: projectRoot, today: siteToday() });
for (const line of out) console.log(line);
for (const line of err) console.error(line);
process.exitCode = exitCode;
