// https://vike.dev/config
import type { Config } from 'vike/types';

export default {
  // Every page is static HTML; the browser gets only renderer/+client.ts (islands and shell behaviour).
  clientRouting: false,
  // scripts/engine/render/viteBuild.ts pre-renders after the build, in shards of the pages (see there); it
  // removes the server build once they are done. A shard whose pages all come from the page cache lists
  // none, which vike would warn about on every unchanged rebuild (`partial`); a page left unwritten still
  // stops the build, as the audit reads every published page's HTML.
  prerender: { disableAutoRun: true, keepDistServer: true, partial: true },
  passToClient: [],
  meta: {
    Page: { env: { server: true, client: false } },
  },
} satisfies Config;
