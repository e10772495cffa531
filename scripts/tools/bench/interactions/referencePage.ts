/**
 * The floor the site's figures stand on: the same taps, under the same throttling and probe, on a
 * bare HTML page (no stylesheet, no script, a few lines of text). What such a page takes is the
 * browser's own input and frame pipeline on this machine, which no site can go below; the site's
 * cost for an interaction is its row minus the matching reference row.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Interaction } from './catalogue.ts';

/** A bare page with the two native disclosures the site's controls build on: a `<details>` and a popover. */
export const REFERENCE_PAGE_HTML = `<!doctype html>
<html lang="vi">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Reference</title></head>
<body>
<h1>Reference page</h1>
<p>No stylesheet and no script: what a tap costs here is the browser's own work.</p>
<details><summary>Open a details element</summary><p>Its content.</p></details>
<button type="button" popovertarget="reference-popover">Open a popover</button>
<div id="reference-popover" popover><p>A popover.</p></div>
</body>
</html>
`;

/** The reference taps, as the catalogue writes interactions (phone screen, first tap on a freshly loaded page). */
export const REFERENCE_INTERACTIONS: Interaction[] = [
  {
    foundBy: 'details > summary',
    viewport: 'phone',
    steps: [{ record: 'bare page: open a <details>', tap: 'details > summary', answer: [{ detailsOpen: true }] }],
  },
  {
    foundBy: '[popovertarget]',
    viewport: 'phone',
    steps: [{ record: 'bare page: open a popover', tap: '[popovertarget]', answer: [{ visible: '#reference-popover' }] }],
  },
];

/** Writes the reference page to a fresh temporary folder and returns that folder, to be served as a site root. */
export function writeReferenceSite(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'bench-reference-'));
  writeFileSync(path.join(root, 'index.html'), REFERENCE_PAGE_HTML);
  return root;
}
