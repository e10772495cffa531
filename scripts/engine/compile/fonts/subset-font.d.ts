/** The part of subset-font's API the build uses (the package ships no types). */
declare module 'subset-font' {
  export interface SubsetFontOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    /** OpenType layout features to keep; all of them when left out. */
    keepFeatures?: string[];
    /** Drops TrueType hinting instructions (fpgm, prep, cvt and each glyph's program). */
    noHinting?: boolean;
    /** Keeps every glyph and code point (the text must then be empty). */
    keepAllGlyphs?: boolean;
  }
  export default function subsetFont(font: Uint8Array, text: string, options?: SubsetFontOptions): Promise<Buffer>;
}
