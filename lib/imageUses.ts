/**
 * Where the site shows a photo, and how large: each use names the largest width it is displayed at
 * (CSS px, measured across phone and desktop layouts), the shape it is cut to, and the `sizes` the
 * browser picks a variant by. The engine is handed them in the site's definition (site/checks/imageFields.ts):
 * the build makes variants from them, `npm run check` asks each photo for twice the largest width,
 * so it is sharp on phone screens, and components/parts/Picture.tsx writes them into the page.
 */
import type { ImageUse as EngineImageUse } from '../scripts/engine/site.ts';

/** A use as the engine reads it (its width and shape), and the `sizes` attribute the page writes. */
export interface ImageUse extends EngineImageUse {
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
