/**
 * What the build made of each picture a page shows (compile/images/), as a site's page renderer
 * reads it (through site.ts): found by the picture's project path and use. It lives here, in the
 * earliest stage that carries it, because the prepared content (preparedContent.ts) hands it on.
 */

/** Where the site serves the pictures the build makes: every name holds a hash of its content, so they never change. */
export const PICTURE_FOLDER = '_images';

/** One file of a picture at one width, under the site's `/_images/`. */
export interface PictureVariant {
  src: string;
  width: number;
}

export type PictureSet =
  /** A JPEG or PNG, cut and resized for its use: the same widths in each format, narrowest first. */
  | {
    kind: 'variants';
    /** The `width` and `height` attributes: the box at its largest, in the shape the variants have. */
    width: number;
    height: number;
    avif: PictureVariant[];
    webp: PictureVariant[];
    /** For browsers without AVIF or WebP: JPEG, or PNG when the source is one (it may be transparent). */
    fallback: PictureVariant[];
    fallbackType: 'image/jpeg' | 'image/png';
  }
  /** A picture beside a page served as it is (SVG, GIF, WebP, AVIF), under a hashed name. */
  | { kind: 'as-is'; src: string }
  /** A page's icon (site.yaml or frontmatter `favicon`) drawn as a square PNG of `size` px. */
  | { kind: 'icon'; src: string; size: number };

/** Every picture set of the build, by pictureKey. */
export type PictureSets = Record<string, PictureSet>;

/**
 * The use of a page's icon: browsers draw an SVG icon as a whole second document on the page's main
 * thread (Chromium does it a few hundred ms after load, just when a first tap comes), and a small PNG
 * they only decode, so the build draws every icon as one (compile/images/makeFavicon.ts).
 */
export const FAVICON_USE = 'favicon';

/**
 * A picture of `file` (project path) shown as `use`: the name of one of the site's uses
 * (`images.uses` of its definition) or FAVICON_USE. Files served as they are have one set for any use.
 */
export function pictureKey(file: string, use: string | undefined): string {
  return use ? `${file}#${use}` : file;
}
