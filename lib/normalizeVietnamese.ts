/**
 * Folds Vietnamese text to a comparable form: lower case, no tone marks or
 * vowel diacritics, đ/Đ as d. Shared by the search index script and the
 * search overlay so both sides agree on what "the same word" means.
 */
export function normalizeVietnamese(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .normalize('NFC');
}
