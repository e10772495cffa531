/** Every text value of parsed YAML, with its path (`hero.actions.0.href`), to check or to find again. */

export interface YamlString {
  path: (string | number)[];
  value: string;
}

export function yamlStrings(value: unknown, path: (string | number)[] = []): YamlString[] {
  if (typeof value === 'string') return [{ path, value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => yamlStrings(item, [...path, index]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => yamlStrings(item, [...path, key]));
  return [];
}
