/**
 * The build's one pass over a page's rendered body that keeps a label's words whole: in headings,
 * buttons, chips and card titles (lib/labelElements.ts), each run lib/unbreakableRuns.ts finds (a
 * word of several syllables, a time range, a number and its unit, an id like 1-1, a person's name) is
 * wrapped in `<span class="keep-whole">` (renderer/styles.css: `white-space: nowrap`), so a line
 * breaks between words, never inside one.
 *
 * A span rather than no-break spaces (U+00A0): the text stays exactly as written, so a visitor who
 * copies it, the browser's find, a screen reader and the tests that read a page's text see ordinary
 * spaces, and below 360 px the stylesheet can let a run too wide for its place break after all. Where
 * a run is not the whole text, the text is wrapped in one `<span class="keep-text">` too: in a flex
 * button, loose text is one flex item, and two items would be pulled apart by the button's gap.
 *
 * Only the spans are written into the HTML: every other byte stays as React wrote it. Pure.
 */
import { isLabelElement } from '../lib/labelElements.ts';
import { scanHtml } from '../lib/scanHtml.ts';
import { unbreakableRuns, type WordList } from '../lib/unbreakableRuns.ts';

/** The class of a run kept on one line, and of the text it is part of (renderer/styles.css). */
export const KEEP_WHOLE = 'keep-whole';
export const KEEP_TEXT = 'keep-text';

/** Elements whose text is code, a picture, a form control's or not shown. */
const SKIPPED = new Set(['script', 'style', 'template', 'noscript', 'svg', 'math', 'code', 'pre', 'kbd', 'samp', 'textarea', 'select', 'option', 'title']);
/** Elements without an end tag. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/** What the few character references React writes stand for. */
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

interface Edit {
  start: number;
  end: number;
  text: string;
}

interface Open {
  tag: string;
  /** Inside a label, and not inside code or a picture. */
  keeps: boolean;
  skipped: boolean;
}

/**
 * `html` (a body React rendered: every element closed) with every label's unbreakable runs kept on
 * one line. Read with lib/scanHtml.ts and a stack of open elements, not a tree: a tree costs
 * several times as much, and React's markup needs no tree to be read right.
 */
export function keepWordsTogether(html: string, words: WordList, names: readonly string[] = []): string {
  const edits: Edit[] = [];
  const stack: Open[] = [{ tag: '', keeps: false, skipped: false }];
  // The text being read: from its first character to its last, across React's `<!-- -->` between the parts of one text.
  let text: { start: number; end: number } | undefined;
  const flush = () => {
    const edit = text && editOf(html, text.start, text.end, words, names);
    if (edit) edits.push(edit);
    text = undefined;
  };
  scanHtml(html, {
    startTag(tag) {
      flush();
      if (VOID.has(tag.name) || tag.selfClosing) return;
      const parent = stack.at(-1)!;
      const skipped = parent.skipped || SKIPPED.has(tag.name);
      const label = parent.keeps || isLabelElement(tag.name, (name) => tag.attribute(name));
      stack.push({ tag: tag.name, keeps: label && !skipped, skipped });
    },
    endTag(name) {
      flush();
      const at = stack.findLastIndex((open) => open.tag === name);
      if (at > 0) stack.length = at;
    },
    text(start, end) {
      if (!stack.at(-1)!.keeps) return;
      text ??= { start, end };
      text.end = end;
    },
  });
  flush();
  if (edits.length === 0) return html;
  let result = '';
  let written = 0;
  for (const edit of edits) {
    result += html.slice(written, edit.start) + edit.text;
    written = edit.end;
  }
  return result + html.slice(written);
}

/** The spans for the text written from `start` to `end` in the source, or nothing to change. */
function editOf(html: string, start: number, end: number, words: WordList, names: readonly string[]): Edit | undefined {
  // Where each character of the text starts and ends in the source, through character references and comments.
  const starts: number[] = [];
  const ends: number[] = [];
  let text = '';
  for (let at = start; at < end;) {
    if (html.startsWith('<!--', at)) {
      const close = html.indexOf('-->', at);
      if (close < 0 || close >= end) return undefined;
      at = close + 3;
      continue;
    }
    const reference = html[at] === '&' ? /^&(#x[0-9a-f]+|#\d+|[a-z]+);/i.exec(html.slice(at, at + 12)) : null;
    const decoded = reference ? decodeReference(reference[1]!) : html[at]!;
    if (decoded === undefined) return undefined;
    const length = reference ? reference[0].length : 1;
    for (let unit = 0; unit < decoded.length; unit += 1) {
      starts.push(at);
      ends.push(at + length);
    }
    text += decoded;
    at += length;
  }
  const runs = unbreakableRuns(text, words, names);
  if (runs.length === 0) return undefined;
  let inner = '';
  let written = start;
  for (const run of runs) {
    inner += `${html.slice(written, starts[run.start])}<span class="${KEEP_WHOLE}">${html.slice(starts[run.start], ends[run.end - 1])}</span>`;
    written = ends[run.end - 1]!;
  }
  inner += html.slice(written, end);
  const whole = runs.length === 1 && text.slice(0, runs[0]!.start).trim() === '' && text.slice(runs[0]!.end).trim() === '';
  return { start, end, text: whole ? inner : `<span class="${KEEP_TEXT}">${inner}</span>` };
}

function decodeReference(name: string): string | undefined {
  if (name[0] !== '#') return NAMED[name];
  const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
}
