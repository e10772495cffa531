/**
 * What a writer most likely meant by a value typed the Vietnamese way, as the values a schema may
 * take, most likely first: `17/12/2026 20:00` → `2026-12-17T20:00`, …, `2026-12-17T20:00:00+07:00`
 * (a time without its offset gets Vietnam's); `20h00` → `20:00`;
 * `6.500.000đ`, `6,5 triệu` → 6500000; `Miễn phí` → 0; `50 %` → 50; `có` → true. describeIssue.ts
 * keeps the first that the field's schema accepts, so the message gives the exact value to write.
 */

export function rewritesOf(input: unknown): unknown[] {
  if (typeof input !== 'string') return [];
  const text = input.normalize('NFC').trim().replace(/\s+/g, ' ');
  return [...dateTimes(text), ...times(text), ...numbers(text), ...booleans(text)].filter((value) => value !== input);
}

const pad = (value: string | undefined) => (value ?? '').padStart(2, '0');

/** "20:00", "20h00", "20h", "20g30", "20 giờ", "8 giờ 30": hours and minutes, or undefined. */
function clock(text: string): { hours: string; minutes: string } | undefined {
  const match = /^(\d{1,2})\s*(?::|h|g|giờ)\s*(\d{2})?(?::00|\s*(?:phút|p))?$/i.exec(text.trim());
  if (!match) return undefined;
  return { hours: match[1] ?? '0', minutes: match[2] ?? '00' };
}

/** A day written day first (17/12/2026, 17-12-2026, 17.12.2026) or as ISO, with or without a time after it. */
function dateTimes(text: string): string[] {
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:,?\s*(?:lúc\s*)?(.+))?$/i.exec(text);
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:(?:\s+|T)(.+))?$/.exec(text);
  const [year, month, day, rest] = dayFirst ? [dayFirst[3], dayFirst[2], dayFirst[1], dayFirst[4]] : iso ? [iso[1], iso[2], iso[3], iso[4]] : [];
  if (!year) return [];
  const date = `${year}-${pad(month)}-${pad(day)}`;
  if (rest === undefined) return [date];
  const time = clock(rest);
  if (!time) return [];
  const at = `${date}T${pad(time.hours)}:${time.minutes}`;
  return [at, `${at}:00`, `${at}:00+07:00`, `${at}+07:00`];
}

/** A time (20h00, 20g) or a range of times (20h00-20h10, 8h – 10h). */
function times(text: string): string[] {
  const range = /^(.+?)\s*[-–—]\s*(.+)$/.exec(text);
  if (range) {
    const from = clock(range[1] ?? '');
    const to = clock(range[2] ?? '');
    if (!from || !to) return [];
    return [`${from.hours}:${from.minutes}-${to.hours}:${to.minutes}`, `${pad(from.hours)}:${from.minutes}-${pad(to.hours)}:${to.minutes}`];
  }
  const time = clock(text);
  return time ? [`${time.hours}:${time.minutes}`, `${pad(time.hours)}:${time.minutes}`] : [];
}

const SCALES: Record<string, number> = { nghìn: 1e3, ngàn: 1e3, k: 1e3, triệu: 1e6, tr: 1e6, tỷ: 1e9, tỉ: 1e9 };

/** A price or a figure: 6.500.000đ, 6,5 triệu, 500k, Miễn phí, 50 %. */
function numbers(text: string): number[] {
  if (/^(miễn phí|free|không mất phí|0 ?(đ|₫|vnđ|vnd|đồng))$/i.test(text)) return [0];
  const match = /^(\d[\d.,\s]*?)\s*(nghìn|ngàn|k|triệu|tr|tỷ|tỉ)?\s*(đ|₫|vnđ|vnd|đồng|%)?$/i.exec(text);
  if (!match?.[1]) return [];
  const digits = match[1].replace(/\s/g, '');
  const scale = SCALES[(match[2] ?? '').toLowerCase()] ?? 1;
  // "6.500.000" and "6,500,000" group thousands; "6,5 triệu" has a decimal comma.
  const grouped = scale === 1 && /^\d{1,3}([.,])\d{3}(\1\d{3})*$/.test(digits);
  const value = grouped ? Number(digits.replace(/[.,]/g, '')) : Number(digits.replace(',', '.'));
  return Number.isFinite(value) ? [Math.round(value * scale * 100) / 100] : [];
}

function booleans(text: string): boolean[] {
  if (/^(có|đúng|bật|yes|on)$/i.test(text)) return [true];
  if (/^(không|sai|tắt|no|off)$/i.test(text)) return [false];
  return [];
}
