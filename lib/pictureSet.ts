/**
 * What the build made of each picture a page shows (scripts/engine/compile/images/), as the page
 * renderer reads it (components/parts/Picture.tsx): found by the picture's project path and use.
 */
import type { ImageUseName } from './imageUses.ts';

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

/** How the build makes a picture: for a photo's use, as a page's icon, or as it is. */
export type PictureUse = ImageUseName | typeof FAVICON_USE;

/** A picture of `file` (project path) shown as `use`; files served as they are have one set for any use. */
export function pictureKey(file: string, use: PictureUse | undefined): string {
  return use ? `${file}#${use}` : file;
}
