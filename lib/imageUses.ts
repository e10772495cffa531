/**
 * Where the site shows a photo, and how large: each use names the largest width it is displayed at
 * (CSS px, measured across phone and desktop layouts), the shape it is cut to, and the `sizes` the
 * browser picks a variant by. The build makes variants from these (scripts/engine/compile/images/),
 * `npm run check` asks each photo for twice the largest width, so it is sharp on phone screens
 * (scripts/engine/validate/images/), and components/parts/Picture.tsx writes them into the page.
 */

export interface ImageUse {
  /** The largest width the picture is displayed at, in CSS px. */
  width: number;
  /** Width ÷ height of the box the picture fills (cut to fit, keeping the middle of interest); none keeps the photo's own shape. */
  aspect?: number;
  /** The `sizes` attribute: how wide the picture is at each viewport. */
  sizes: string;
}

/** Below 944 px the content column is the viewport less its padding (16 px a side, 24 px from 640 px). */
const COLUMN_896 = '(min-width: 944px) 896px, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)';

export const imageUses = {
  /** A speaker's photo on an event page (`speakers[].avatar`, components/blocks/Speakers). */
  speakerAvatar: { width: 80, aspect: 1, sizes: '80px' },
  /** An instructor's photo (instructors.yaml `avatar`, components/blocks/InstructorCards). */
  instructorAvatar: { width: 96, aspect: 1, sizes: '96px' },
  /** A quote author's photo on the home page (`testimonials[].avatar`, components/blocks/Testimonials). */
  testimonialAvatar: { width: 48, aspect: 1, sizes: '48px' },
  /** A card's picture (`cards.<list>[].image`, components/blocks/CardGrid): the full card width, widest on one column just under 640 px. */
  cardImage: { width: 608, aspect: 16 / 9, sizes: '(min-width: 1200px) 566px, (min-width: 640px) calc(50vw - 34px), calc(100vw - 32px)' },
  /** A recording's poster (`replay.poster`, components/blocks/Replay). */
  replayPoster: { width: 896, aspect: 16 / 9, sizes: COLUMN_896 },
  /** An event's banner in its opening (`banner.image`, components/blocks/EventHero): the first screen's main picture. */
  eventBanner: { width: 896, aspect: 2, sizes: COLUMN_896 },
  /** A picture in a page's text (`![alt](photo.jpg)`, the `img` of components/mdx.tsx): widest in a prose page's column (components/layouts/ProseLayout.tsx). */
  prose: { width: 720, sizes: '(min-width: 768px) 720px, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)' },
} as const satisfies Record<string, ImageUse>;

export type ImageUseName = keyof typeof imageUses;

export function isImageUseName(name: string): name is ImageUseName {
  return name in imageUses;
}

/** The width and height of the box a use fills, for a picture of the given size (never wider than the picture). */
export function displayBox(use: ImageUse, source: { width: number; height: number }): { width: number; height: number } {
  const aspect = use.aspect ?? source.width / source.height;
  const width = use.aspect ? use.width : Math.min(use.width, source.width);
  return { width, height: Math.round(width / aspect) };
}

/**
 * The width of the picture once cut to the use's shape: a landscape photo cut square keeps its
 * height as its width. This is what must reach twice the displayed width.
 */
export function usableWidth(use: ImageUse, source: { width: number; height: number }): number {
  return use.aspect ? Math.min(source.width, Math.floor(source.height * use.aspect)) : source.width;
}
