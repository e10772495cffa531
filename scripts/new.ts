/**
 * `npm run new -- <kind> <slug>`: writes content/<slug>.mdx from the kind's template in
 * site/scaffold/templates/, with every field present and commented, passing `npm run check` as written.
 * Course and bootcamp pages also get their own offering in content/data/courses.yaml (site/scaffold/scaffold.ts).
 * Refuses an unknown kind, an invalid or taken slug and a second home page, with exit code 1.
 */
import { siteToday } from './engine/validate/contentRules.ts';
import { contentDir, projectRoot } from './engine/core/paths.ts';
import { scaffoldPage } from './engine/scaffold/scaffoldPage.ts';
import { site } from '../site/definition.ts';

const usage = [
  'usage: npm run new -- <kind> <slug>',
  `  kind  one of ${site.kinds.join(', ')}`,
  '  slug  the page\'s address: lowercase letters, digits and hyphens, with / to nest (khoa-hoc/n8n → /khoa-hoc/n8n)',
  'example: npm run new -- event webinar-n8n',
].join('\n');

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(usage);
} else if (args.length !== 2) {
  console.error(`npm run new: expected a kind and a slug, received ${args.length} argument(s)\n${usage}`);
  process.exitCode = 1;
} else {
  const [kind = '', slug = ''] = args;
  // Example dates are counted from today, or from the clock SITE_NOW sets for previews and tests.
  const result = scaffoldPage(site, { kind, slug, contentDir, root: projectRoot, today: siteToday() });
  if (!result.ok) {
    console.error(`npm run new: ${result.message}`);
    process.exitCode = 1;
  } else {
    console.log(`Created ${result.page} (${result.kind}), served at ${result.route}.`);
    if (result.added !== undefined) console.log(result.added);
    console.log('Next: replace the example copy and every value tagged !example (npm run check lists them), then run npm run check.');
  }
}
