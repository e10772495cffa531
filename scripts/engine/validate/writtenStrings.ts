/**
 * Every text value written anywhere in these parsed YAML values, once each: the ids a page may name
 * from a data file that could not be read, so its one mistake is not reported again on every page
 * that refers to it (validateContent.ts).
 */
export function writtenStrings(values: readonly unknown[]): string[] {
  const found = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === 'string') found.add(value);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(visit);
  };
  values.forEach(visit);
  return [...found];
}
