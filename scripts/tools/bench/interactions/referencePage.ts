/**
 * The floor the site's figures stand on: the same kinds of tap, under the same throttling and probe, on
 * a bare HTML page (no stylesheet, a few lines of text). What such a page takes is the browser's own
 * input and frame pipeline on this machine, which no site can go below. Each site interaction names
 * the bare control it is read against (catalogue.ts `reference`): its cost is its row minus that one.
 * Where the browser has no control that answers by itself (a modal dialog, a player put in on a tap,
 * text that follows a key), the bare page does it in one line of inline script.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Interaction } from './catalogue.ts';
import type { ReferenceKind } from './conditions.ts';

/** The reference rows' names, by kind. */
export const REFERENCE_RECORDS: Record<ReferenceKind, string> = {
  details: 'bare page: open a <details>',
  popover: 'bare page: open a popover',
  dialog: 'bare page: open a modal <dialog>',
  frame: 'bare page: put in a player <iframe>',
  keystroke: 'bare page: a key typed, shown beside the field',
};

/** The player's address is the site's embed host: the bench resolves no outside host, so both frames load the same error page. */
export const REFERENCE_PAGE_HTML = `<!doctype html>
<html lang="vi">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Reference</title></head>
<body>
<h1>Reference page</h1>
<p>No stylesheet: what a tap costs here is the browser's own work.</p>
<details><summary>Open a details element</summary><p>Its content.</p></details>
<button type="button" popovertarget="reference-popover">Open a popover</button>
<div id="reference-popover" popover><p>A popover.</p></div>
<button type="button" id="open-dialog" onclick="document.getElementById('reference-dialog').showModal()">Open a dialog</button>
<dialog id="reference-dialog"><p>A dialog.</p><button type="button" autofocus onclick="this.closest('dialog').close()">Close</button></dialog>
<a id="show-player" href="https://www.youtube-nocookie.com/embed/reference" onclick="event.preventDefault(); const frame = document.createElement('iframe'); frame.src = this.href; frame.title = 'A player'; this.replaceWith(frame)">Show a player</a>
<p><label>Text <input id="reference-field" oninput="document.getElementById('reference-echo').textContent = this.value"></label> <output id="reference-echo"></output></p>
</body>
</html>
`;

/** The reference taps, as the catalogue writes interactions (phone screen, first tap on a freshly loaded page). */
export const REFERENCE_INTERACTIONS: Interaction[] = [
  {
    foundBy: 'details > summary',
    viewport: 'phone',
    steps: [{ record: REFERENCE_RECORDS.details, tap: 'details > summary', answer: [{ detailsOpen: true }] }],
  },
  {
    foundBy: '[popovertarget]',
    viewport: 'phone',
    steps: [{ record: REFERENCE_RECORDS.popover, tap: '[popovertarget]', answer: [{ visible: '#reference-popover' }] }],
  },
  {
    foundBy: '#open-dialog',
    viewport: 'phone',
    steps: [{ record: REFERENCE_RECORDS.dialog, tap: '#open-dialog', answer: [{ visible: 'dialog[open]' }, { focused: 'dialog[open] button' }] }],
  },
  {
    foundBy: '#show-player',
    viewport: 'phone',
    steps: [{ record: REFERENCE_RECORDS.frame, tap: '#show-player', answer: [{ visible: 'iframe' }] }],
  },
  {
    foundBy: '#reference-field',
    viewport: 'phone',
    steps: [
      { tap: '#reference-field', answer: [{ focused: '#reference-field' }] },
      { record: REFERENCE_RECORDS.keystroke, key: 'a', answer: [{ visible: '#reference-echo:not(:empty)' }] },
    ],
  },
];

/** Writes the reference page to a fresh temporary folder and returns that folder, to be served as a site root. */
export function writeReferenceSite(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'bench-reference-'));
  writeFileSync(path.join(root, 'index.html'), REFERENCE_PAGE_HTML);
  return root;
}
