/** `npm run dev` serves each page's share card at the address the build writes it to, drawn on first request and kept in the cache. */
import { readFileSync } from 'node:fs';
import type { Connect } from 'vite';
import { SHARE_CARD_FOLDER } from './shareCardPath.ts';
import { drawMissingShareCards } from './drawMissingShareCards.ts';
import type { PageCard } from './pageCards.ts';
import { openShareCardCache, type ShareCardCache } from './shareCardCache.ts';

/** `cards` gives the pages' cards now (none while the content is invalid). */
export function serveShareCards(cards: () => PageCard[], root: string): Connect.NextHandleFunction {
  let cache: ShareCardCache | undefined;
  return (req, res, next) => {
    if (!req.url?.startsWith(SHARE_CARD_FOLDER)) return next();
    const card = cards().find((candidate) => candidate.path === decodeURIComponent(req.url?.split('?')[0] ?? ''));
    if (!card) return next();
    drawMissingShareCards([card.facts], root).then(() => {
      const file = (cache ??= openShareCardCache(root)).find(card.facts);
      if (!file) return next(new Error(`the share card ${card.path} was not drawn`));
      res.setHeader('Content-Type', 'image/png');
      res.end(readFileSync(file));
    }, next);
  };
}
