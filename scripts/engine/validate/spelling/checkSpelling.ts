/**
 * The spell check of what a page shows: every word of an MDX page or data file that neither the
 * Vietnamese and English dictionaries nor the site's own word list hold (cspell's, configured by
 * the project's `cspell.config.yaml`, which the editor's spell checker reads too). A syllable typed
 * with Telex and left unconverted ("khoas hojc") gets the syllable meant first among its
 * suggestions; a tone placed on the other vowel of oa, oe or uy ("khóa", "khoá") is no mistake.
 *
 * What is never text is skipped: code, addresses and paths, YAML keys and the ids and choices written
 * as YAML values, JSX tags and expressions, abbreviations in capitals, identifiers in camelCase, and
 * words with digits.
 */
import path from 'node:path';
import { constructSettingsForText, getDefaultSettings, getDictionary, mergeSettings, readSettings } from 'cspell-lib';
import type { Problem } from '../../core/problem.ts';
import { fromTelex, otherTonePlacement } from './telex.ts';

export const SPELLING_CONFIG = 'cspell.config.yaml';
const SUGGESTIONS = 3;

/** Stretches that are not prose, each blanked out (offsets kept) before words are read. */
const NOT_PROSE = [
  /^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, // fenced code
  /`[^`\n]+`/g, // inline code
  /<[A-Za-z][^>]*>|<\/[A-Za-z][^>]*>/g, // JSX and HTML tags with their attributes
  /\{[^{}\n]*\}/g, // JSX expressions
  /[a-z][a-z0-9+.-]*:\/\/\S+|mailto:\S+|[\w.+-]+@[\w-]+\.[\w.]+/gi, // addresses
  /\]\([^)]*\)/g, // a Markdown link's target
  /\[[^\]\n]*\](?!\()/g, // a character class in a pattern (what a Markdown link shows is kept)
  /(^|\s)[./~]?\/[\w./#%-]+/g, // paths
  /^[ \t]*(- )?[\w-]+:(?=\s|$)/gm, // YAML keys
  // A YAML value that is one plain ASCII token (`type: page`, `register: flagship`, `- online`) is an id or
  // a choice the schema checks, not text a page shows: a typo in it gets the schema's message, not a second.
  /(?<=^[ \t]*(?:- )?(?:[\w-]+:[ \t]+)?(?:!example[ \t]+)?)[A-Za-z][\w-]*(?=[ \t]*$)/gm,
  /^(import|export) .*$/gm, // MDX's ESM lines
];
const WORD = /[\p{L}\p{M}\d]+(?:['’][\p{L}]+)?/gu;

export interface SpellChecker {
  /** The warnings for `text`, the contents of `file` (a path relative to the project root). */
  check(file: string, text: string): Problem[];
}

export async function openSpellChecker(root: string): Promise<SpellChecker> {
  const config = mergeSettings(await getDefaultSettings(), await readSettings(path.join(root, SPELLING_CONFIG)));
  const dictionary = await getDictionary(constructSettingsForText(config, undefined, 'markdown'));
  const known = (word: string) => dictionary.has(word) || dictionary.has(word.toLowerCase());

  // Suggesting takes the dictionary a while; a word mistyped twice is looked up once.
  const suggested = new Map<string, string[]>();
  const suggestionsFor = (word: string): string[] => {
    let found = suggested.get(word);
    if (!found) suggested.set(word, (found = suggest(word)));
    return found;
  };
  const suggest = (word: string): string[] => {
    const lower = word.toLowerCase();
    const meant = fromTelex(lower);
    const telex = meant && [meant, otherTonePlacement(meant)].some((form) => form && known(form)) ? [meant] : [];
    const near = dictionary.suggest(lower, { numSuggestions: SUGGESTIONS }).map((suggestion) => suggestion.word);
    const all = [...new Set([...telex, ...near])].slice(0, SUGGESTIONS);
    return word[0] === word[0]?.toUpperCase() ? all.map((form) => form.charAt(0).toUpperCase() + form.slice(1)) : all;
  };

  return {
    check(file, text) {
      const prose = NOT_PROSE.reduce((blanked, pattern) => blanked.replace(pattern, (match) => match.replace(/[^\n]/g, ' ')), text);
      const lineStarts = [0, ...[...text.matchAll(/\n/g)].map((match) => match.index + 1)];
      const problems: Problem[] = [];
      for (const match of prose.matchAll(WORD)) {
        const word = match[0];
        if (word.length < 2 || /\d/.test(word) || word === word.toUpperCase() || /\p{Ll}\p{Lu}/u.test(word) || prose[match.index - 1] === '\\' || known(word)) continue;
        const moved = otherTonePlacement(word);
        if (moved && known(moved)) continue;
        const line = lineStarts.findLastIndex((start) => start <= match.index);
        const suggestions = suggestionsFor(word);
        problems.push({
          file, line: line + 1, column: match.index - lineStarts[line]! + 1, rule: 'spelling', severity: 'warning',
          message: `"${word}" không có trong từ điển${suggestions.length > 0 ? `; có phải ${suggestions.map((form) => `"${form}"`).join(', ')}?` : ''} Nếu đó là tên riêng hay thuật ngữ đúng, thêm nó vào content/words.txt`,
        });
      }
      return problems;
    },
  };
}
