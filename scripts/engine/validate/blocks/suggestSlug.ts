/** An id a writer can use for what they typed or titled: `Lộ trình học` → `lo-trinh-hoc`. */
import { normalizeVietnamese } from '../../../../lib/normalizeVietnamese.ts';

export function suggestSlug(text: string): string {
  return normalizeVietnamese(text).replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}
