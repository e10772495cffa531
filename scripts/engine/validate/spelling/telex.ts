/**
 * Vietnamese syllables typed with Telex but left unconverted ("khoas hojc" for "khóa học"), read
 * back as the syllable meant, and the two ways a tone mark is placed on `oa`, `oe` and `uy`
 * ("khóa" and "khoá" are the same word; dictionaries hold one of them).
 */

/** Telex's tone keys and the combining mark each stands for. */
const TONE_KEYS: Record<string, string> = { s: '\u0301', f: '\u0300', r: '\u0309', x: '\u0303', j: '\u0323' };
const TONE_MARKS = new Set(Object.values(TONE_KEYS));
/** Vowels with a shape of their own, which carry the tone when a syllable has one. */
const SHAPED = new Set(['â', 'ê', 'ô', 'ơ', 'ư', 'ă']);
const VOWEL = /[aăâeêioôơuưy]/;
/** A Vietnamese syllable without its tone: an initial consonant, one to three vowels, a final consonant. */
const SYLLABLE = /^(ngh|ng|nh|ch|gh|gi|kh|ph|qu|th|tr|[bcdđghklmnprstvx])?[aăâeêioôơuưy]{1,3}(ch|ng|nh|[cmnpt])?$/;

/**
 * The syllable `typed` was meant to be, with its tone placed the traditional way ("khóa", "hòa",
 * "thủy"), or undefined when it holds no Telex key. Only lower case; the caller keeps a capital.
 */
export function fromTelex(typed: string): string | undefined {
  let letters = typed.toLowerCase();
  // A tone key comes after the syllable's first vowel, at its end ("hocj") or before its final ("hojc").
  const firstVowel = letters.search(VOWEL);
  const toneAt = firstVowel < 0 ? -1 : [...letters].findIndex((letter, index) => index > firstVowel && letter in TONE_KEYS);
  const tone = toneAt >= 0 ? TONE_KEYS[letters[toneAt]!] : undefined;
  if (toneAt >= 0) letters = letters.slice(0, toneAt) + letters.slice(toneAt + 1);
  const shaped = letters
    .replace(/dd/g, 'đ')
    .replace(/uwow|uow/g, 'ươ')
    .replace(/aa/g, 'â').replace(/ee/g, 'ê').replace(/oo/g, 'ô')
    .replace(/aw/g, 'ă').replace(/ow/g, 'ơ').replace(/uw/g, 'ư');
  if ((shaped === letters && !tone) || !SYLLABLE.test(shaped)) return undefined;
  return tone ? placeTone(shaped, tone) : shaped;
}

/** `syllable` (without tone) with `mark` on the vowel the traditional spelling puts it on. */
export function placeTone(syllable: string, mark: string): string {
  // "qu" and "gi" begin a syllable as consonants: "quá", "già".
  const start = /^(qu|gi)(?=[aăâeêioôơuưy])/.exec(syllable)?.[0].length ?? 0;
  const match = /[aăâeêioôơuưy]+/.exec(syllable.slice(start));
  if (!match) return syllable;
  const first = start + match.index;
  const vowels = match[0];
  const after = syllable.slice(first + vowels.length);
  let at: number;
  const shapedAt = [...vowels].findLastIndex((vowel) => SHAPED.has(vowel));
  if (shapedAt >= 0) at = shapedAt;
  else if (vowels.length >= 3) at = 1;
  else if (vowels.length === 2) at = after ? 1 : 0;
  else at = 0;
  const index = first + at;
  return (syllable.slice(0, index + 1) + mark).normalize('NFC') + syllable.slice(index + 1);
}

/**
 * The same syllable with its tone on the other vowel of `oa`, `oe` or `uy` at its end ("khóa" ↔
 * "khoá", "thủy" ↔ "thuỷ"), or undefined when the placement is not a matter of style.
 */
export function otherTonePlacement(syllable: string): string | undefined {
  const decomposed = syllable.normalize('NFD');
  const match = /(o|u)([\u0300-\u0323]?)(a|e|y)([\u0300-\u0323]?)$/i.exec(decomposed);
  if (!match) return undefined;
  const [whole, first, firstMark, second, secondMark] = match as unknown as [string, string, string, string, string];
  if (!firstMark === !secondMark || ![firstMark, secondMark].some((mark) => TONE_MARKS.has(mark))) return undefined;
  if (first.toLowerCase() === 'u' && /q$/i.test(decomposed.slice(0, -whole.length))) return undefined;
  const moved = firstMark ? `${first}${second}${firstMark}` : `${first}${secondMark}${second}`;
  return (decomposed.slice(0, -whole.length) + moved).normalize('NFC');
}
