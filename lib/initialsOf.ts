/** Initials for an avatar without a photo, from the first and last word of a name: "Trần Minh Khoa" → "TK". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0], words.at(-1)] : words;
  return picked.map((word) => (word ?? '').charAt(0).toLocaleUpperCase('vi')).join('');
}
