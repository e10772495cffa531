/**
 * A name or id as an address wants it: tone marks and đ folded, words (also those run together in
 * camelCase) joined by `-`: `Khóa Học_mới` → `khoa-hoc-moi`, `TradingViewBot` → `trading-view-bot`.
 * Used for file names (scripts/engine/read/) and for the ids suggested to writers (validate/blocks/).
 */
import { normalizeVietnamese } from './normalizeVietnamese.ts';

export function slugOf(text: string): string {
  return normalizeVietnamese(text.replace(/(\p{Ll})(\p{Lu})/gu, '$1-$2')).replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}
