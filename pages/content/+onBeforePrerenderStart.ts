// https://vike.dev/onBeforePrerenderStart
import { pages } from 'virtual:content';
import { handedOff } from '../../scripts/engine/render/handOff.ts';

/** The pages this pre-render is to render (the build's page cache holds the others: scripts/engine/run/build.ts), or every page. */
export function onBeforePrerenderStart(): string[] {
  return handedOff().prerender?.routes ?? Object.keys(pages);
}
