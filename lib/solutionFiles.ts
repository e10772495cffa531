import type { PageFrontmatter } from '../content/schema.ts';

/**
 * The exercises' sample solutions as files beside their page (`/bootcamp-n8n-exercises/ex1-1-solution.json`):
 * linked for download and fetched on demand, so the page's HTML stays light.
 */
export function solutionFiles(route: string, frontmatter: PageFrontmatter): { path: string; content: string }[] {
  if (frontmatter.type !== 'exercises') return [];
  return frontmatter.sessions.flatMap((session) => session.exercises.map((exercise) => ({
    path: solutionPath(route, exercise.solution.fileName),
    content: exercise.solution.content,
  })));
}

export function solutionPath(route: string, fileName: string): string {
  return `${route === '/' ? '' : route}/${fileName}`;
}
