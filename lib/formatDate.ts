/**
 * Formats an ISO calendar date (YYYY-MM-DD) the Vietnamese way, from its text alone,
 * so no time zone can move it to another day: "2025-08-13" → "13/08/2025", or "13/08" short.
 */
export function formatDate(isoDate: string, { short = false }: { short?: boolean } = {}): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new Error(`expected a date like 2025-08-13, got ${JSON.stringify(isoDate)}`);
  const [, year, month, day] = match;
  return short ? `${day}/${month}` : `${day}/${month}/${year}`;
}
