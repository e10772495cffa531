import mdx from '@mdx-js/rollup';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import rehypeHighlight from 'rehype-highlight';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';
import { contentPlugin } from './scripts/lib/contentPlugin.ts';
import { fontDisplayOptional } from './scripts/lib/fontDisplay.ts';
import { contentDir, projectRoot } from './scripts/lib/paths.ts';

export default defineConfig({
  plugins: [
    contentPlugin({ contentDir, root: projectRoot }),
    { enforce: 'pre', ...mdx({ remarkPlugins: [remarkGfm], rehypePlugins: [rehypeSlug, [rehypeHighlight, { detect: false }]] }) },
    react({ include: /\.(mdx|tsx|ts)$/ }),
    tailwindcss(),
    fontDisplayOptional(),
    vike(),
  ],
  // The build script points this at a scratch folder and swaps it in only on success.
  build: { outDir: process.env.SITE_OUT_DIR ?? 'dist' },
});
