// https://vike.dev/config
import type { Config } from 'vike/types';

export default {
  // Every page is static HTML; the browser gets only renderer/+client.ts (islands and shell behaviour).
  clientRouting: false,
  // scripts/engine/run/build.ts pre-renders after the Vite build, only the pages its page cache does not
  // hold, and removes the server build once done. With every page in the cache it lists none, which
  // vike would warn about on every unchanged rebuild (`partial`); a page left unwritten still stops the
  // build, as the audit reads every published page's HTML.
  prerender: { disableAutoRun: true, keepDistServer: true, partial: true },
  passToClient: [],
  meta: {
    Page: { env: { server: true, client: false } },
  },
} satisfies Config;
