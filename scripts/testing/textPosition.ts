/** Where `text` first occurs in `source`, as the `line:col` a problem line gives. */
export function textPosition(source: string, text: string): string {
  const before = source.slice(0, source.indexOf(text)).split('\n');
  return `${before.length}:${(before.at(-1)?.length ?? 0) + 1}`;
}
