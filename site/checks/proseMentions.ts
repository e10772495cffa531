/**
 * Prices, dates and counts as Vietnamese writers type them in prose: `6.500.000đ`, `6,5 triệu đồng`,
 * `990k`, `15/09/2025`, `04/11`, `ngày 15 tháng 9`, `19 buổi`, `5 buổi bổ trợ`, `24 bài tập`,
 * `20 học viên`. Only forms that cannot be something else are read: `24/7`, `1-1`, `22.04` and
 * `4.9/5` are not dates. Each mention keeps whether its sentence speaks of a price (`học phí`,
 * `giá`) or of a start (`khai giảng`), so a different value can be told from another subject.
 */
export type FactKind = 'price' | 'date' | 'sessions' | 'supplementary' | 'exercises' | 'seats';

export interface Mention {
  kind: FactKind;
  /** A whole number (VND for prices), or a date as `YYYY-MM-DD` / `MM-DD` when no year is written. */
  value: number | string;
  /** Where the mention starts in the text, and what was typed. */
  offset: number;
  text: string;
  /** The sentence before it speaks of a price (`học phí`, `giá`) or a start date (`khai giảng`). */
  context?: 'price' | 'start';
}

const BEFORE = String.raw`(?<![\p{L}\p{N}.,/:])`;
const AFTER = String.raw`(?![\p{L}\p{N}]|[.,/]\d)`;
const CURRENCY = String.raw`(?:đồng|đ|vnđ|vnd|₫)`;

const PATTERNS: { kind: FactKind; pattern: RegExp; read: (groups: Record<string, string | undefined>) => number | string | undefined }[] = [
  { kind: 'price', pattern: new RegExp(`${BEFORE}(?<n>\\d{1,3}(?:[., \u00a0]\\d{3})+|\\d+)\\s?${CURRENCY}${AFTER}`, 'giu'), read: ({ n }) => Number(n?.replace(/\D/g, '')) },
  { kind: 'price', pattern: new RegExp(`${BEFORE}(?<n>\\d+(?:[.,]\\d+)?)\\s?(?:triệu|tr)(?:\\s?${CURRENCY})?${AFTER}`, 'giu'), read: ({ n }) => Math.round(Number(n?.replace(',', '.')) * 1_000_000) },
  { kind: 'price', pattern: new RegExp(`${BEFORE}(?<n>\\d+(?:[.,]\\d+)?)(?:k|\\s?(?:nghìn|ngàn)\\s?${CURRENCY})${AFTER}`, 'giu'), read: ({ n }) => Math.round(Number(n?.replace(',', '.')) * 1000) },
  { kind: 'date', pattern: new RegExp(`${BEFORE}(?<y>\\d{4})-(?<m>\\d{2})-(?<d>\\d{2})${AFTER}`, 'gu'), read: dateOf },
  { kind: 'date', pattern: new RegExp(`${BEFORE}(?<d>\\d{1,2})([/.-])(?<m>\\d{1,2})\\2(?<y>\\d{4})${AFTER}`, 'gu'), read: dateOf },
  // Without a year only d/m counts: 1-1 is one-to-one, 22.04 a version.
  { kind: 'date', pattern: new RegExp(`${BEFORE}(?<d>\\d{1,2})/(?<m>\\d{1,2})${AFTER}`, 'gu'), read: (groups) => (groups.d === '24' && groups.m === '7' ? undefined : dateOf(groups)) },
  { kind: 'date', pattern: new RegExp(`ngày (?<d>\\d{1,2}) tháng (?<m>\\d{1,2})(?:,? năm (?<y>\\d{4}))?${AFTER}`, 'giu'), read: dateOf },
  { kind: 'supplementary', pattern: new RegExp(`${BEFORE}(?<n>\\d+) buổi bổ trợ${AFTER}`, 'giu'), read: ({ n }) => Number(n) },
  { kind: 'sessions', pattern: new RegExp(`${BEFORE}(?<n>\\d+) buổi(?! bổ trợ)${AFTER}`, 'giu'), read: ({ n }) => Number(n) },
  { kind: 'exercises', pattern: new RegExp(`${BEFORE}(?<n>\\d+) bài tập${AFTER}`, 'giu'), read: ({ n }) => Number(n) },
  // "còn 5 chỗ" is the seats left, not the class size.
  { kind: 'seats', pattern: new RegExp(`(?<!còn )${BEFORE}(?<n>\\d+) (?:học viên|chỗ)${AFTER}`, 'giu'), read: ({ n }) => Number(n) },
];

const PRICE_WORDS = /học phí|phí tham gia|(?<![\p{L}])(?<!trị |đánh )giá(?! trị)(?![\p{L}])/iu;
const START_WORDS = /khai giảng/iu;

export function findMentions(text: string): Mention[] {
  const mentions: Mention[] = [];
  for (const { kind, pattern, read } of PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const value = read(match.groups ?? {});
      if (value === undefined || (typeof value === 'number' && !(value > 0))) continue;
      // The sentence it belongs to, up to the mention.
      const sentence = text.slice(0, match.index).split(/[.!?\n](?:\s|$)/u).at(-1) ?? '';
      const context = kind === 'price' && PRICE_WORDS.test(sentence) ? 'price' : kind === 'date' && START_WORDS.test(sentence) ? 'start' : undefined;
      mentions.push({ kind, value, offset: match.index, text: match[0], ...(context ? { context } : {}) });
    }
  }
  return mentions.sort((a, b) => a.offset - b.offset);
}

/** `YYYY-MM-DD`, or `MM-DD` without a year; undefined for a day or month that does not exist. */
function dateOf({ d, m, y }: Record<string, string | undefined>): string | undefined {
  const day = Number(d);
  const month = Number(m);
  // Without a year, 29/02 may exist: check against a leap year.
  const checked = new Date(Date.UTC(Number(y ?? 2024), month - 1, day));
  if (!(month >= 1 && month <= 12) || checked.getUTCMonth() !== month - 1 || checked.getUTCDate() !== day) return undefined;
  const monthDay = `${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return y ? `${y}-${monthDay}` : monthDay;
}
