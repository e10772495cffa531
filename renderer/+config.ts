// https://vike.dev/config
import type { Config } from 'vike/types';

export default {
  // Every page is static HTML; the browser gets only renderer/+client.ts (islands and shell behaviour).
  clientRouting: false,
  // scripts/engine/render/viteBuild.ts pre-renders after the build, in shards of the pages (see there); it
  // removes the server build once they are done.
  prerender: { disableAutoRun: true, keepDistServer: true },
  passToClient: [],
  meta: {
    Page: { env: { server: true, client: false } },
  },
} satisfies Config;
