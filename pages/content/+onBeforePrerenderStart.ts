// https://vike.dev/onBeforePrerenderStart
import { pages } from 'virtual:content';
import { reuseKeptPage } from '../../renderer/pageRenderCache.ts';

/**
 * Every page, or this pre-render's share of them (`SITE_PRERENDER_SHARD=<index>/<count>`, set by
 * scripts/engine/render/viteBuild.ts), less those a rebuild takes unchanged from the build's page cache.
 */
export function onBeforePrerenderStart(): string[] {
  const routes = Object.keys(pages);
  const [index = 0, count = 1] = (process.env.SITE_PRERENDER_SHARD ?? '0/1').split('/').map(Number);
  return routes.filter((route, position) => position % count === index && !reuseKeptPage(route));
}
