// The site's Vite config. `npm run build` and `npm run dev` pass it to Vite themselves
// (scripts/build.ts, scripts/dev.ts), with the build's own output folder.
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';
import { contentPlugin } from './scripts/engine/render/contentPlugin.ts';
import { fontsPlugin } from './scripts/engine/render/fontsPlugin.ts';
import { contentDir, projectRoot } from './scripts/engine/core/paths.ts';
import { site } from './site/definition.ts';

export default defineConfig({
  root: projectRoot,
  plugins: [
    contentPlugin({ definition: site, contentDir, root: projectRoot }),
    fontsPlugin({ root: projectRoot }),
    react({ include: /\.(tsx|ts)$/ }),
    tailwindcss(),
    vike(),
  ],
  build: {
    outDir: 'dist',
    // Fonts are always files: a small face inlined as a data: URL would break the CSP's font-src 'self'
    // and could not be cached apart from the CSS.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
  },
  environments: {
    client: {
      // Chunks keep their module's name (registerDialog.behavior.Xy12.js), so a waterfall, a test or a
      // throttled probe can tell which code a tap waits for; vike's default names them all chunk-<hash>.
      build: { rolldownOptions: { output: { chunkFileNames: 'assets/chunks/[name].[hash].js' } } },
    },
  },
});
