/**
 * Where a page's share card is served and its size: the build writes one PNG per published page
 * (scripts/engine/compile/shareCards/), and renderer/Head.tsx names it as the page's og:image.
 * `/` → `/share/index.png`, `/lich-khai-giang` → `/share/lich-khai-giang.png`.
 */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

/** The folder the cards are served from. */
export const SHARE_CARD_FOLDER = '/share/';

/** The not-found page's card: no page can have this address, as a content file's name is kebab-case. */
export const NOT_FOUND_CARD_PATH = `${SHARE_CARD_FOLDER}_not-found.png`;

export function shareCardPath(route: string): string {
  return `${SHARE_CARD_FOLDER}${route === '/' ? 'index' : route.slice(1)}.png`;
}
