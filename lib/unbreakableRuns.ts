/**
 * Where a short label (a heading, chip, button or card title) must not break a line: the stretches
 * a Vietnamese reader takes as one thing, so that a line ending inside one reads as a mistake
 * ("vận / hành", "Sài / Gòn", "18:00- / 20:00", "12 / buổi"):
 *
 * - a time range: `19:30 - 21:30`, `8:00-10:00`, `19h - 21h`;
 * - a number and what it counts or measures: `12 buổi`, `6.500.000 VNĐ`, `3 tháng`, `500 học viên`;
 * - a token joined by a hyphen or slash, which the browser would break after it: `1-1`, `18:00-20:00`;
 * - a person's name, as the content writes it;
 * - a word of two or three syllables that the word list holds: `vận hành`, `hệ thống`, `tư vấn`.
 *
 * Browsers break Vietnamese at every space, since each syllable is written apart; only a word list
 * knows which syllables make one word. Words are matched left to right, longest first, so a phrase
 * splits into words without overlapping runs. A run longer than `MAX_RUN` characters is left free to
 * break: kept whole, it could stick out of a 320 px phone in a large heading.
 *
 * Pure: the build's pass over each page (renderer/keepWordsTogether.ts) and the browser test's probe
 * (scripts/testing/browser/breakProbes.ts) both call it, so they agree on what may not break.
 */

/** A word list, as tone-placement-free keys (`wordKey`). */
export type WordList = ReadonlySet<string>;

/** The longest run kept on one line, in characters: a 3-syllable word, a time range or a full name. */
export const MAX_RUN = 16;

/** The most syllables a listed word is matched with. */
export const MAX_SYLLABLES = 3;

/** A stretch of the text, `start` inclusive and `end` exclusive, in UTF-16 code units. */
export interface Run {
  start: number;
  end: number;
}

/** The five tone marks, in one order: grave, acute, tilde, hook above, dot below. */
const TONE_MARKS = ['\u0300', '\u0301', '\u0303', '\u0309', '\u0323'];
/** A letter with each tone mark, in that order, composed: "o" gives "òóõỏọ". */
const toned = (letter: string) => TONE_MARKS.map((mark) => (letter + mark).normalize('NFC')).join('');
const TONED = { o: toned('o'), u: toned('u'), a: toned('a'), e: toned('e'), y: toned('y') };
/** The tone on the first vowel of oa, oe or uy ("hòa", "thủy"), where the other placement puts it on the second ("hoà", "thuỷ"). */
const OLD_PLACEMENT = new RegExp(`([${TONED.o}])([ae])|([${TONED.u}])(y)`, 'g');

/**
 * A word or phrase as a key that does not depend on letter case or on where a tone mark sits in
 * oa, oe and uy: "Khóa học", "khoá học" and "KHOÁ HỌC" are one key, with the tone on the second vowel.
 */
export function wordKey(phrase: string): string {
  return lowerWordKey(phrase.normalize('NFC').toLowerCase().trim().split(/\s+/).join(' '));
}

/** `wordKey` of a phrase already in lower case, composed (NFC) and one space apart: a word list's entry. */
export function lowerWordKey(phrase: string): string {
  return phrase.replace(OLD_PLACEMENT, (_, o?: string, ae?: 'a' | 'e', u?: string) => (o ? `o${TONED[ae!][TONED.o.indexOf(o)]}` : `u${TONED.y[TONED.u.indexOf(u!)]}`));
}

interface Token {
  /** The letters and digits between the token's leading and trailing punctuation: `vận` in `(vận`. */
  core: string;
  lead: string;
  trail: string;
  start: number;
  end: number;
  /** `core` as a word-list key, once a word is looked up from it. */
  key?: string;
}

const EDGE = /^([^\p{L}\p{N}]*)(.*?)([^\p{L}\p{N}]*)$/su;
const SYLLABLE = /^\p{L}+$/u;
/** A count or amount: `12`, `6.500.000`, `6.500.000đ`, `95%`, `20+`, `1,5`. */
const NUMBER = /^\d[\d.,]*(?:đ|₫|k|tr)?$/u;
/** What may close a number: `95%`, `20+`. */
const NUMBER_END = /^[%+]?$/u;
/** A time of day: `8:00`, `19:30`, `19h`, `19h30`. */
const TIME = /^\d{1,2}(?::\d{2}|h\d{0,2})$/u;
const DASH = /^[-‐–—]$/u;
/** A hyphen, dash or slash between letters or digits: a place the browser may break. */
const JOINED = /[\p{L}\p{N}][-‐–—/][\p{L}\p{N}]/u;

function tokenize(text: string): Token[] {
  return [...text.matchAll(/\S+/g)].map((match) => {
    const [, lead = '', core = '', trail = ''] = EDGE.exec(match[0]) ?? [];
    return { core, lead, trail, start: match.index, end: match.index + match[0].length };
  });
}

/** Whether tokens `from` to `to` (exclusive) read as one stretch: no punctuation between them. */
function joined(tokens: Token[], from: number, to: number): boolean {
  for (let at = from; at < to - 1; at += 1) if (tokens[at]!.trail !== '' || tokens[at + 1]!.lead !== '') return false;
  return true;
}

/**
 * How many tokens from `at` make a listed word (2 or 3), or 0. A phrase's key is its syllables' keys
 * one space apart (`wordKey` works within a syllable), so each token's key is made once, not once per window.
 */
function wordAt(tokens: Token[], at: number, words: WordList): number {
  let syllables = 0;
  while (syllables < MAX_SYLLABLES && at + syllables < tokens.length && SYLLABLE.test(tokens[at + syllables]!.core)) syllables += 1;
  for (let size = syllables; size >= 2; size -= 1) {
    let phrase = '';
    for (let index = at; index < at + size; index += 1) {
      const token = tokens[index]!;
      token.key ??= wordKey(token.core);
      phrase += index === at ? token.key : ` ${token.key}`;
    }
    if (joined(tokens, at, at + size) && words.has(phrase)) return size;
  }
  return 0;
}

/** How many tokens from `at` make one of `names` (each as the cores of its tokens), or 0. */
function nameAt(tokens: Token[], at: number, names: string[][]): number {
  const found = names.find((name) => name.length >= 2 && at + name.length <= tokens.length && name.every((core, index) => tokens[at + index]!.core === core));
  return found?.length ?? 0;
}

/** How many tokens from `at` make one thing that may not break: 1 for a token alone. */
function unitAt(tokens: Token[], at: number, words: WordList, names: string[][]): number {
  const name = nameAt(tokens, at, names);
  if (name > 0) return name;
  const [token, next, third] = [tokens[at]!, tokens[at + 1], tokens[at + 2]];
  if (TIME.test(token.core) && token.trail === '' && next?.core === '' && DASH.test(next.lead) && third?.lead === '' && TIME.test(third.core)) return 3;
  const word = wordAt(tokens, at, words);
  if (word > 0) return word;
  if (NUMBER.test(token.core) && NUMBER_END.test(token.trail) && next && next.lead === '' && SYLLABLE.test(next.core)) return 1 + Math.max(1, wordAt(tokens, at + 1, words));
  return 1;
}

/** The names' syllables, made once for a list: a page's every label is read with the same list. */
const nameCoresOf = new WeakMap<readonly string[], string[][]>();

/** A name's syllables without a title before it ("ThS.", "TS."): the name alone is short enough to keep whole. */
function nameParts(name: string): string[] {
  const tokens = tokenize(name);
  while (tokens.length > 2 && tokens[0]!.trail === '.') tokens.shift();
  return tokens.map((token) => token.core);
}

/**
 * The runs of `text` that must stay on one line, in order and apart from each other. `words` is the
 * word list (`wordKey`s), `names` the people's names the page may show (read once per list: a list is not
 * changed once given).
 */
export function unbreakableRuns(text: string, words: WordList, names: readonly string[] = []): Run[] {
  const tokens = tokenize(text);
  let nameCores = nameCoresOf.get(names);
  if (!nameCores) {
    nameCores = [...new Set(names)].map(nameParts).sort((a, b) => b.length - a.length);
    nameCoresOf.set(names, nameCores);
  }
  const runs: Run[] = [];
  for (let at = 0; at < tokens.length;) {
    const size = unitAt(tokens, at, words, nameCores);
    const first = tokens[at]!;
    const last = tokens[at + size - 1]!;
    // A token alone is kept whole only where the browser would break it: after a hyphen or slash.
    if (size > 1 || JOINED.test(first.core)) {
      const start = first.start + first.lead.length;
      const end = last.start + last.lead.length + last.core.length;
      if (end - start <= MAX_RUN) runs.push({ start, end });
    }
    at += size;
  }
  return runs;
}
