// The fixture project's Vite config: the real site's (vite.config.ts at the repository's root) without
// its fonts and Tailwind. Its build (build.ts) passes it to the engine's buildSite.
import path from 'node:path';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';
import { contentPlugin } from '../../../engine/render/contentPlugin.ts';
import { projectSite } from './definition.ts';

export const root = import.meta.dirname;
export const contentDir = path.join(root, 'content');

export default defineConfig({
  root,
  plugins: [contentPlugin({ definition: projectSite, contentDir, root }), react({ include: /\.(tsx|ts)$/ }), vike()],
});
