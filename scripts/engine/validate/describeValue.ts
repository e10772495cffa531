/**
 * A value as a writer would recognise it in a message: text in quotes with every invisible character
 * (non-breaking space, zero-width space or joiner, BOM, tab, a space at either end) made visible and
 * named at its position, so "group-chat" with a pasted non-breaking space never reads as "group-chat".
 */

/** A value as a writer would recognise it: `"text"` (invisible characters shown and named), `số 42`, `một danh sách 3 mục`. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'không có gì';
  if (value === null) return 'giá trị rỗng';
  if (Array.isArray(value)) return `một danh sách ${value.length} mục`;
  if (typeof value === 'object') return 'một khối trường';
  if (typeof value === 'string') return value === '' ? 'chuỗi rỗng ""' : quoteText(value);
  if (typeof value === 'number') return `số ${value}`;
  return String(value);
}

/** Characters a writer cannot see in an editor, by name; a plain space only counts at either end. */
const INVISIBLE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u00a0\u00ad\u034f\u061c\u115f\u1160\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\u3164\ufeff]/u;
const NAMES: Record<string, string> = {
  '\u0009': 'dấu tab',
  '\u000d': 'ký tự xuống dòng CR',
  '\u00a0': 'khoảng trắng không ngắt',
  '\u00ad': 'dấu gạch nối mềm',
  '\u200b': 'khoảng trắng độ rộng 0',
  '\u200c': 'ký tự không nối độ rộng 0',
  '\u200d': 'ký tự nối độ rộng 0',
  '\u200e': 'dấu hướng chữ trái sang phải',
  '\u200f': 'dấu hướng chữ phải sang trái',
  '\u202f': 'khoảng trắng hẹp không ngắt',
  '\u2060': 'ký tự nối từ',
  '\u3000': 'khoảng trắng toàn độ rộng',
  '\ufeff': 'dấu BOM',
};
const MAX_SHOWN = 40;

interface Hidden {
  /** 1-based, in characters as an editor counts them. */
  position: number;
  code: string;
  name: string;
}

function hiddenCharacters(text: string): Hidden[] {
  const characters = [...text];
  const lead = characters.findIndex((character) => character !== ' ');
  const trail = characters.findLastIndex((character) => character !== ' ');
  return characters.flatMap((character, index) => {
    const code = `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
    if (character === ' ') {
      if (lead === -1 || index < lead) return [{ position: index + 1, code, name: 'dấu cách thừa ở đầu' }];
      if (index > trail) return [{ position: index + 1, code, name: 'dấu cách thừa ở cuối' }];
      return [];
    }
    return INVISIBLE.test(character) ? [{ position: index + 1, code, name: NAMES[character] ?? 'ký tự vô hình' }] : [];
  });
}

/** `"group-chat⟨U+00A0⟩", có một khoảng trắng không ngắt (U+00A0) ở vị trí 11`. */
export function quoteText(text: string): string {
  const hidden = hiddenCharacters(text);
  const at = new Map(hidden.map((h) => [h.position, h.code]));
  const characters = [...text];
  const shown = characters.slice(0, MAX_SHOWN).map((character, index) => {
    const code = at.get(index + 1);
    return code ? `⟨${code}⟩` : character;
  }).join('') + (characters.length > MAX_SHOWN ? '…' : '');
  if (hidden.length === 0) return `"${shown}"`;
  const named = hidden.slice(0, 3).map((h) => `một ${h.name} (${h.code}) ở vị trí ${h.position}`);
  if (hidden.length > 3) named.push(`${hidden.length - 3} ký tự vô hình khác`);
  return `"${shown}", có ${named.join(', ').replace(/, ([^,]*)$/, ' và $1')}`;
}

/** The text without the characters hiddenCharacters names, e.g. to see whether that is all that is wrong with it. */
export function withoutHidden(text: string): string {
  return [...text].filter((character) => !INVISIBLE.test(character)).join('').trim();
}
