/**
 * The @font-face rules of renderer/fonts.css, written from this description
 * (`npx tsx scripts/engine/compile/fonts/writeFontFacesCss.ts`; fontFaces.test.ts fails when the file
 * and this description differ).
 *
 * Each weight of each family is cut into faces whose unicode-ranges do not overlap and together cover
 * what @fontsource's vietnamese, latin and latin-ext files cover:
 * - `vietnamese`: the letters with Vietnamese tone marks, ă, đ, ơ, ư and ₫ (the vietnamese file);
 * - `latin-core`: ASCII, the Latin-1 letters Vietnamese uses (à, â, ê, ô…) and the punctuation and
 *   signs the pages write (–, “ ”, …, ©, ·, ×, −, spaces and joiners), cut from the latin file;
 * - `latin-rest`: the rest of the latin file (ä, ñ, ß, €, ™…), fetched only by a page that shows one;
 * - `latin-ext`: ą, ł, ş… (the latin-ext file), likewise.
 * So a Vietnamese page fetches vietnamese + latin-core of the weights it shows, about 12 KB a weight
 * once subsetFaces.ts has dropped hinting, where fontsource's latin and vietnamese files were 33 KB.
 * Every letter keeps a face: a visitor's search or a writer's new word never falls through to Arial.
 */

export interface FontFamily {
  /** The CSS family name. */
  family: string;
  /** The @fontsource package, whose files/<package>-<subset>-<weight>-normal.woff2 are cut. */
  package: string;
  weights: number[];
  /** OpenType layout features the cut files keep (subsetFaces.ts); the others are dropped. */
  features: string[];
}

/**
 * Features browsers apply by themselves: marks stacked on Vietnamese vowels (ccmp, mark, mkmk),
 * kerning, ligatures, contextual alternates; and `tnum`, which `tabular-nums` turns on (countdown,
 * event poster). A page that starts using another (font-variant-*, font-feature-settings) needs
 * its tag here.
 */
const TEXT_FEATURES = ['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'clig', 'calt', 'rlig', 'rvrn', 'tnum'];
/**
 * Code shows each character as it is typed: JetBrains Mono's code ligatures (`=>` drawn as an arrow,
 * in calt) would show a learner a sign the keyboard does not have, and were 60% of its latin file.
 */
const CODE_FEATURES = TEXT_FEATURES.filter((tag) => !['liga', 'clig', 'calt'].includes(tag));

export const FAMILIES: FontFamily[] = [
  { family: 'Be Vietnam Pro', package: 'be-vietnam-pro', weights: [400, 600, 700, 800], features: TEXT_FEATURES },
  { family: 'JetBrains Mono', package: 'jetbrains-mono', weights: [400, 700], features: CODE_FEATURES },
];

/** fontsource's unicode-ranges (Google Fonts' subsets), which its files were cut to. */
export const FONTSOURCE_RANGES = {
  vietnamese: 'U+0102-0103, U+0110-0111, U+0128-0129, U+0168-0169, U+01A0-01A1, U+01AF-01B0, U+0300-0301, U+0303-0304, U+0308-0309, U+0323, U+0329, U+1EA0-1EF9, U+20AB',
  latin: 'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
  // Less what the vietnamese file has (fontsource's ranges overlap there; its latin-ext file claims Ă, Đ, Ơ, Ư…).
  'latin-ext': 'U+0100-0101, U+0104-010F, U+0112-0127, U+012A-0130, U+0132-0151, U+0154-0167, U+016A-019F, U+01A2-01AE, U+01B1-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+1D00-1DBF, U+1E00-1E9F, U+1EFA-1EFF, U+20A0-20AA, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
} as const;

/** What a Vietnamese page's text needs from the latin file (see the list above). */
const LATIN_CORE = [
  'U+0000-007F',
  // NBSP, ©, «, °, ·, », ×
  'U+00A0', 'U+00A9', 'U+00AB', 'U+00B0', 'U+00B7', 'U+00BB', 'U+00D7',
  // À Á Â Ã, È É Ê, Ì Í, Ò Ó Ô Õ, Ù Ú, Ý and their small letters
  'U+00C0-00C3', 'U+00C8-00CA', 'U+00CC-00CD', 'U+00D2-00D5', 'U+00D9-00DA', 'U+00DD',
  'U+00E0-00E3', 'U+00E8-00EA', 'U+00EC-00ED', 'U+00F2-00F5', 'U+00F9-00FA', 'U+00FD',
  // spaces, zero-width joiners (emoji sequences), dashes, quotes, bullet, ellipsis, narrow spaces, word joiner
  'U+2000-2014', 'U+2018-2019', 'U+201C-201D', 'U+2022', 'U+2026', 'U+2028-202F', 'U+2060-2064',
  // minus, BOM
  'U+2212', 'U+FEFF',
].join(', ');

export interface FontFace {
  family: string;
  weight: number;
  /** The url() fonts.css writes: the @fontsource file, and `?<slice>` when one file gives two faces. */
  url: string;
  unicodeRange: string;
  features: string[];
}

/** The faces of every family and weight, in the order fonts.css lists them. */
export function fontFaces(): FontFace[] {
  const latinRest = formatRange(without(codePoints(FONTSOURCE_RANGES.latin), new Set(codePoints(LATIN_CORE))));
  const slices = [
    { file: 'vietnamese', slice: '', unicodeRange: FONTSOURCE_RANGES.vietnamese },
    { file: 'latin', slice: '?core', unicodeRange: LATIN_CORE },
    { file: 'latin', slice: '?rest', unicodeRange: latinRest },
    { file: 'latin-ext', slice: '', unicodeRange: FONTSOURCE_RANGES['latin-ext'] },
  ];
  return FAMILIES.flatMap(({ family, package: name, weights, features }) => weights.flatMap((weight) => slices
    .map(({ file, slice, unicodeRange }) => ({ family, weight, url: `@fontsource/${name}/files/${name}-${file}-${weight}-normal.woff2${slice}`, unicodeRange, features }))));
}

export const fontFacesCssPath = 'renderer/fonts.css';

const HEADER = `/*
 * Generated by scripts/engine/compile/fonts/fontFaces.ts (npx tsx scripts/engine/compile/fonts/writeFontFacesCss.ts); do not edit.
 *
 * Be Vietnam Pro (text) and JetBrains Mono (code, agenda times, exercise ids), self-hosted from
 * @fontsource; both have Vietnamese letters, so tone marks stack the same in prose and in code.
 * The build serves each url() cut to its unicode-range, without hinting (scripts/engine/render/fontsPlugin.ts).
 *
 * The unicode-ranges do not overlap: a Vietnamese page needs only the vietnamese and latin-core faces
 * of the weights it shows; latin-rest (ä, ñ, €…) and latin-ext (ł, ş…) are fetched only for a letter
 * neither holds. e2e/budgets.test.ts checks that no page asks for them.
 *
 * font-display: swap, not optional: optional dropped a face that missed the first paint for the whole
 * visit, so one heading could show in two fonts. With swap every visitor ends with the web font, and
 * until it arrives text is drawn in "Be Vietnam Pro Fallback" / "JetBrains Mono Fallback"
 * (fonts-fallback.css: local Arial/Liberation Sans (Roboto on Android) and Courier New/Liberation Mono, scaled by capsize
 * to the web fonts' real metrics), so a late swap moves little (fallbackFaces.ts says how much). The stacks are in styles.css.
 * Only the faces every first screen shows are preloaded (renderer/+onRenderHtml.tsx); the others
 * load when the page's layout asks for them.
 */

@import "./fonts-fallback.css";
`;

export function fontFacesCss(): string {
  const header = HEADER;
  const rules = fontFaces().map(({ family, weight, url, unicodeRange }) => `@font-face {
  font-family: "${family}";
  font-style: normal;
  font-weight: ${weight};
  font-display: swap;
  src: url("${url}") format("woff2");
  unicode-range: ${unicodeRange};
}`);
  return `${header}\n${rules.join('\n\n')}\n`;
}

/** Code points of a unicode-range, ascending, each once (`U+1E??` wildcards included). */
export function codePoints(unicodeRange: string): number[] {
  const points = new Set<number>();
  for (const part of unicodeRange.split(',').map((item) => item.trim()).filter(Boolean)) {
    const match = /^U\+([0-9A-F?]{1,6})(?:-([0-9A-F]{1,6}))?$/i.exec(part);
    if (!match) throw new Error(`not a unicode-range item: "${part}"`);
    const [, first = '', last] = match;
    const from = parseInt(first.replace(/\?/g, '0'), 16);
    const to = last !== undefined ? parseInt(last, 16) : parseInt(first.replace(/\?/g, 'F'), 16);
    for (let point = from; point <= to; point++) points.add(point);
  }
  return [...points].sort((a, b) => a - b);
}

/** Ascending code points as a unicode-range (`U+0080-009F, U+00A1`…). */
export function formatRange(points: number[]): string {
  const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0');
  const runs: string[] = [];
  for (let start = 0; start < points.length;) {
    let end = start;
    while (end + 1 < points.length && points[end + 1] === (points[end] ?? 0) + 1) end++;
    const [from = 0, to = 0] = [points[start], points[end]];
    runs.push(from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`);
    start = end + 1;
  }
  return runs.join(', ');
}

function without(points: number[], removed: Set<number>): number[] {
  return points.filter((point) => !removed.has(point));
}
