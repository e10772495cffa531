/**
 * The fixture project's `npm run review` (the real one: scripts/review.ts), run from the top of a
 * scratch repository of it (fixtureProject.ts), where the project is this folder.
 */
import { review } from '../../../engine/run/review.ts';
import { startStaticServer } from '../../../serve.ts';
import { projectSite } from './definition.ts';

await review(process.argv.slice(2), {
  definition: projectSite,
  project: { folder: 'scripts/testing/fixtureSite/.project', build: 'build.ts' },
  serve: (root) => startStaticServer({ root, port: 0 }),
});
