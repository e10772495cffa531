/**
 * One pass over HTML that reports its start tags (with their attributes), end tags and stretches of
 * text, by their offsets in the source, as the HTML standard's tokenizer reads them: `>` inside a
 * quoted attribute value does not end a tag; comments, doctypes and `<?…>` are passed over; the text
 * of script, style, title, textarea, noscript and the like is text, however much it looks like tags.
 *
 * It jumps with `indexOf` from one `<` to the next instead of walking every character through a
 * state machine, and builds no tree and no token objects: a page's markup is read in a fraction of
 * parse5's tokenizer's time, the cost of the build's passes over every page (the label pass in
 * renderer/keepWordsTogether.ts, the audit's scripts/engine/audit/pageFacts.ts).
 *
 * As a tokenizer without a tree builder, it switches to raw text at those elements wherever they
 * stand (inside an `<svg>` too) and, in a script, ends the text at the first `</script`, without
 * the old `<!--<script>` escaping; names are lower-cased, an attribute written twice keeps its first
 * value, and attribute values are decoded (`&amp;` is `&`) and are strings of their own, which keep
 * no part of the page alive. Text is reported as written, character references and all. Pure.
 */
import { decodeHTMLAttribute } from 'entities/decode';

/** A start tag, valid only during the call that reports it. */
export interface StartTag {
  /** Its name, lower-cased. */
  readonly name: string;
  /** Where it starts (its `<`) and ends (after its `>`) in the source. */
  readonly start: number;
  readonly end: number;
  /** Written `<br/>`. */
  readonly selfClosing: boolean;
  /** The value of attribute `name` (lower case), decoded; undefined when the tag has none. */
  attribute(name: string): string | undefined;
}

export interface HtmlHandlers {
  startTag?(tag: StartTag): void;
  endTag?(name: string, start: number, end: number): void;
  /** The text from `start` to `end` in the source, as written; comments split a text in two. */
  text?(start: number, end: number): void;
}

/** Elements whose content the tokenizer reads as text, up to their end tag. */
const RAW_TEXT = new Set(['script', 'style', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'title', 'textarea']);

/**
 * Reads `html` from start to end, calling `handlers` in document order. A tag cut off by the end of
 * the input is dropped, as the standard does.
 */
export function scanHtml(html: string, handlers: HtmlHandlers): void {
  const length = html.length;
  // The attributes of the tag being read, by where their names and values (raw) start and end: no string is made
  // until one is asked for. A name written with capitals is kept lower-cased.
  const nameStarts: number[] = [];
  const nameEnds: number[] = [];
  const lowerNames: (string | undefined)[] = [];
  const valueStarts: number[] = [];
  const valueEnds: number[] = [];
  let attributeCount = 0;
  const tag = {
    name: '',
    start: 0,
    end: 0,
    selfClosing: false,
    attribute(name: string): string | undefined {
      const index = indexOfAttribute(name);
      if (index < 0) return undefined;
      const value = html.slice(valueStarts[index], valueEnds[index]);
      return detached(value.includes('&') ? decodeHTMLAttribute(value) : value);
    },
  };
  // The first of an attribute written twice counts.
  const indexOfAttribute = (name: string): number => {
    for (let index = 0; index < attributeCount; index += 1) {
      if (nameEnds[index]! - nameStarts[index]! !== name.length) continue;
      const lower = lowerNames[index];
      if (lower === undefined ? html.startsWith(name, nameStarts[index]) : lower === name) return index;
    }
    return -1;
  };

  /** Reads a tag's attributes from `at` to its `>`; returns where the tag ends, or -1 at the end of the input. */
  const readAttributes = (from: number): number => {
    attributeCount = 0;
    tag.selfClosing = false;
    let at = from;
    for (;;) {
      while (at < length && isSpace(html.charCodeAt(at))) at += 1;
      if (at >= length) return -1;
      const code = html.charCodeAt(at);
      if (code === GT) return at + 1;
      if (code === SLASH) {
        if (html.charCodeAt(at + 1) === GT) {
          tag.selfClosing = true;
          return at + 2;
        }
        at += 1;
        continue;
      }
      // A name runs to a space, `/`, `>` or `=` (its first character may be `=`).
      const nameStart = at;
      let capitals = isCapital(code);
      at += 1;
      for (let next = html.charCodeAt(at); at < length && !endsName(next); next = html.charCodeAt(++at)) capitals ||= isCapital(next);
      const nameEnd = at;
      while (at < length && isSpace(html.charCodeAt(at))) at += 1;
      let valueStart = at;
      let valueEnd = at;
      if (html.charCodeAt(at) === EQUALS) {
        at += 1;
        while (at < length && isSpace(html.charCodeAt(at))) at += 1;
        const quote = html.charCodeAt(at);
        if (quote === DOUBLE_QUOTE || quote === SINGLE_QUOTE) {
          const close = html.indexOf(quote === DOUBLE_QUOTE ? '"' : "'", at + 1);
          if (close < 0) return -1;
          valueStart = at + 1;
          valueEnd = close;
          at = close + 1;
        } else {
          valueStart = at;
          while (at < length && !isSpace(html.charCodeAt(at)) && html.charCodeAt(at) !== GT) at += 1;
          valueEnd = at;
        }
      }
      nameStarts[attributeCount] = nameStart;
      nameEnds[attributeCount] = nameEnd;
      lowerNames[attributeCount] = capitals ? html.slice(nameStart, nameEnd).toLowerCase() : undefined;
      valueStarts[attributeCount] = valueStart;
      valueEnds[attributeCount] = valueEnd;
      attributeCount += 1;
    }
  };

  let textStart = 0;
  let at = 0;
  const endText = (end: number) => {
    if (end > textStart) handlers.text?.(textStart, end);
  };
  while (at < length) {
    const open = html.indexOf('<', at);
    if (open < 0) break;
    const next = html.charCodeAt(open + 1);
    if (isLetter(next)) {
      let nameEnd = open + 2;
      while (nameEnd < length && !endsTagName(html.charCodeAt(nameEnd))) nameEnd += 1;
      const end = readAttributes(nameEnd);
      if (end < 0) return endText(open);
      endText(open);
      tag.name = html.slice(open + 1, nameEnd).toLowerCase();
      tag.start = open;
      tag.end = end;
      handlers.startTag?.(tag);
      at = textStart = end;
      if (RAW_TEXT.has(tag.name) && !tag.selfClosing) at = rawTextEnd(html, tag.name, end);
      else if (tag.name === 'plaintext' && !tag.selfClosing) at = length;
      continue;
    }
    if (next === SLASH && isLetter(html.charCodeAt(open + 2))) {
      let nameEnd = open + 3;
      while (nameEnd < length && !endsTagName(html.charCodeAt(nameEnd))) nameEnd += 1;
      const end = readAttributes(nameEnd);
      if (end < 0) return endText(open);
      endText(open);
      handlers.endTag?.(html.slice(open + 2, nameEnd).toLowerCase(), open, end);
      at = textStart = end;
      continue;
    }
    const skipTo = markupEnd(html, open, next);
    if (skipTo === undefined) {
      // A `<` that opens nothing is text.
      at = open + 1;
      continue;
    }
    endText(open);
    at = textStart = skipTo;
  }
  endText(length);
}

/**
 * `value` as a string of its own. A slice of a string is a view that keeps the whole of it alive in V8:
 * an audit keeping a link from each of 1,000 pages would keep all 1,000 pages (three times the memory
 * of the facts alone). Joined to a space, it is copied into a new string; the slice after the space
 * keeps only that copy.
 */
function detached(value: string): string {
  return ` ${value}`.slice(1);
}

/**
 * Where a comment, doctype, `<?…>` or other markup that is not a tag, starting at `open`, ends; undefined
 * when the `<` is text. Its end is the end of the input when it is not closed.
 */
function markupEnd(html: string, open: number, next: number): number | undefined {
  const closeAt = (search: string, from: number) => {
    const close = html.indexOf(search, from);
    return close < 0 ? html.length : close + search.length;
  };
  if (next === BANG) {
    if (html.startsWith('<!--', open)) {
      // `<!-->` and `<!--->` are whole (empty) comments; otherwise the first `-->` or `--!>` ends it.
      if (html.charCodeAt(open + 4) === GT) return open + 5;
      if (html.startsWith('->', open + 4)) return open + 6;
      const dashes = html.indexOf('--', open + 4);
      for (let at = dashes; at >= 0; at = html.indexOf('--', at + 1)) {
        if (html.charCodeAt(at + 2) === GT) return at + 3;
        if (html.startsWith('!>', at + 2)) return at + 4;
      }
      return html.length;
    }
    return closeAt('>', open + 2);
  }
  if (next === QUESTION) return closeAt('>', open + 2);
  if (next === SLASH) {
    if (html.charCodeAt(open + 2) === GT) return open + 3;
    // `</` at the end of the input is text; `</` and anything but a letter opens a comment to the next `>`.
    return open + 2 >= html.length ? undefined : closeAt('>', open + 2);
  }
  return undefined;
}

/** Where the text of a raw-text element opened by `name` ends: at its end tag, or at the end of the input (an end tag cut off there is text). */
function rawTextEnd(html: string, name: string, from: number): number {
  for (let at = html.indexOf('</', from); at >= 0; at = html.indexOf('</', at + 2)) {
    const after = at + 2 + name.length;
    if (html.slice(at + 2, after).toLowerCase() === name && after < html.length && endsTagName(html.charCodeAt(after))) return at;
  }
  return html.length;
}

const TAB = 9;
const LINE_FEED = 10;
const FORM_FEED = 12;
const CARRIAGE_RETURN = 13;
const SPACE = 32;
const BANG = 33;
const DOUBLE_QUOTE = 34;
const SINGLE_QUOTE = 39;
const SLASH = 47;
const EQUALS = 61;
const GT = 62;
const QUESTION = 63;

function isSpace(code: number): boolean {
  return code === SPACE || code === LINE_FEED || code === TAB || code === FORM_FEED || code === CARRIAGE_RETURN;
}

function isCapital(code: number): boolean {
  return code >= 65 && code <= 90;
}

function isLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

function endsTagName(code: number): boolean {
  return isSpace(code) || code === SLASH || code === GT;
}

function endsName(code: number): boolean {
  return isSpace(code) || code === SLASH || code === GT || code === EQUALS;
}
