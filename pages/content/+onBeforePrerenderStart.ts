// https://vike.dev/onBeforePrerenderStart
import { pages } from 'virtual:content';

export function onBeforePrerenderStart(): string[] {
  return Object.keys(pages);
}
