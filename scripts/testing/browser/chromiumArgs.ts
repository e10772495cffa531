/** Without the networking flags Chromium phones home at every start, which is slow and flaky offline. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // The headless shell (findBrowserTestChromium) hints glyphs to whole pixels unless told otherwise, which lays text
  // out narrower than Chrome does (a 412 px page 98 px shorter, other lines wrapped); with none its text widths and
  // page heights are Chrome's to the hundredth of a pixel. Chrome itself lays out the same with or without it.
  '--font-render-hinting=none',
];
