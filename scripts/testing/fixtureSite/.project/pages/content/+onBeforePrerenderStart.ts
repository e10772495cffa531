// https://vike.dev/onBeforePrerenderStart
import { pages } from 'virtual:content';
import { handedOff } from '../../../../../engine/render/handOff.ts';

/** The pages the build's page cache does not hold, or every page. */
export function onBeforePrerenderStart(): string[] {
  return handedOff().prerender?.routes ?? Object.keys(pages);
}
