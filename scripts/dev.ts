/**
 * `npm run dev`: the preview writers work in. Vite serves the site from its sources with the content
 * prepared as a build prepares it, again at each save (render/contentPlugin.ts), drafts and scheduled
 * pages included; an open page reloads by itself. A page with a mistake shows it in Vite's error
 * overlay, with the same lines as `npm run check`; the other pages keep working.
 *
 * Options: `--port <n>` (5173 by default), `--host <address>` (127.0.0.1 by default).
 */
import { parseArgs } from 'node:util';
import { dev } from 'vike/api';
import { mergeConfig } from 'vite';
import viteConfig from '../vite.config.ts';

const { values } = parseArgs({ options: { port: { type: 'string' }, host: { type: 'string' } } });
const { viteServer } = await dev({
  viteConfig: mergeConfig(viteConfig, {
    configFile: false,
    server: { port: values.port ? Number(values.port) : 5173, strictPort: values.port !== undefined, host: values.host ?? '127.0.0.1' },
  }),
});
viteServer.printUrls();
