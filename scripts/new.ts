/**
 * `npm run new -- <kind> <slug>`: writes content/<slug>.mdx from the kind's template in
 * scripts/engine/scaffold/templates/, with every field present and commented, passing `npm run check` as written.
 * Course and bootcamp pages also get their own offering in content/data/courses.yaml.
 * Refuses an unknown kind, an invalid or taken slug and a second home page, with exit code 1.
 */
import { siteToday } from './engine/validate/contentRules.ts';
import { contentDir, projectRoot } from './engine/core/paths.ts';
import { pageKinds, scaffoldPage } from './engine/scaffold/scaffoldPage.ts';

const usage = [
  'usage: npm run new -- <kind> <slug>',
  `  kind  one of ${pageKinds.join(', ')}`,
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
  const result = scaffoldPage({ kind, slug, contentDir, root: projectRoot, today: siteToday() });
  if (!result.ok) {
    console.error(`npm run new: ${result.message}`);
    process.exitCode = 1;
  } else {
    console.log(`Created ${result.page} (${result.kind}), served at ${result.route}.`);
    if (result.courseId !== undefined) {
      console.log(`Added the course "${result.courseId}" to ${result.courses}; the page's offering is it. Its price, dates, seats, form and payment are examples too: replace them there.`);
    }
    console.log('Next: replace the example copy and every value tagged !example (npm run check lists them), then run npm run check.');
  }
}
