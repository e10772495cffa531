// https://vike.dev/config
import type { Config } from 'vike/types';

export default {
  // Every page is static HTML; the browser gets only renderer/+client.ts (islands and shell behaviour).
  clientRouting: false,
  prerender: true,
  passToClient: [],
  meta: {
    Page: { env: { server: true, client: false } },
  },
} satisfies Config;
