// https://vike.dev/config
import type { Config } from 'vike/types';

// As the real site's (renderer/+config.ts): static HTML, pre-rendered by the engine's build only for
// the pages its page cache does not hold.
export default {
  clientRouting: false,
  prerender: { disableAutoRun: true, keepDistServer: true, partial: true },
  passToClient: [],
  meta: {
    Page: { env: { server: true, client: false } },
  },
} satisfies Config;
