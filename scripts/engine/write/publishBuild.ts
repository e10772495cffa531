/**
 * The last stage: a finished build, built and audited in a scratch folder, takes the place of dist/
 * in two renames, so visitors (and `npm run preview`) never see a half-written site, and a build
 * that stops before this leaves the previous dist/ exactly as it was.
 */
import { existsSync, renameSync, rmSync } from 'node:fs';

export function publishBuild(scratch: string, distDir: string): void {
  const previous = `${distDir}.old-${process.pid}`;
  if (existsSync(distDir)) renameSync(distDir, previous);
  renameSync(scratch, distDir);
  rmSync(previous, { recursive: true, force: true });
}
