/** Where things live, resolved from the project root so scripts work from any cwd. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const contentDir = path.join(projectRoot, 'content');
export const distDir = path.join(projectRoot, 'dist');
