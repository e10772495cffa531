/**
 * The Vietnamese words of two or three syllables, as keys (lib/unbreakableRuns.ts `wordKey`), for
 * keeping a word's syllables on one line. Server and test code only: it reads the word list's files.
 *
 * The list is Hồ Ngọc Đức's Vietnamese word lists (Viet11K to Viet74K, the most used free lists of
 * Vietnamese words and phrases), as `@vntk/dictionary` ships them. The spell check's dictionary
 * (`@cspell/dict-vi-vn`) holds single syllables only, 8,217 of them and no entry with a space, so it
 * cannot tell which syllables make a word. The four lists disagree on where a tone mark sits
 * ("khóa học" / "khoá"), which the keys ignore, and each holds words the others lack, so all four are read.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { lowerWordKey, MAX_SYLLABLES, type WordList } from './unbreakableRuns.ts';

const LISTS = ['Viet11K', 'Viet22K', 'Viet39K', 'Viet74K'];

let words: WordList | undefined;

/** The word list, read once per process (about 60,000 keys). */
export function vietnameseWords(): WordList {
  if (!words) {
    const require = createRequire(import.meta.url);
    const keys = new Set<string>();
    for (const list of LISTS) {
      // Lines of more than MAX_SYLLABLES syllables are phrases; a line with a digit or a sign never matches a label's syllables.
      for (const entry of readFileSync(require.resolve(`@vntk/dictionary/data/${list}.txt`), 'utf8').toLowerCase().split('\n')) {
        if (entry.includes(' ') && spaces(entry) < MAX_SYLLABLES) keys.add(lowerWordKey(entry));
      }
    }
    words = keys;
  }
  return words;
}

function spaces(entry: string): number {
  let count = 0;
  for (let at = entry.indexOf(' '); at >= 0; at = entry.indexOf(' ', at + 1)) count += 1;
  return count;
}
