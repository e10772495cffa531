/**
 * `npm run review -- <base> [<head>] [--out DIR]`: what a change looks like to visitors, screenshotted
 * before and after for its reviewers (the recipe: scripts/engine/run/review.ts).
 */
import { review } from './engine/run/review.ts';
import { startStaticServer } from './serve.ts';
import { site } from '../site/definition.ts';

await review(process.argv.slice(2), { definition: site, serve: (root) => startStaticServer({ root, port: 0 }) });
