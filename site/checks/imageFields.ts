/**
 * Where this site shows a photo (lib/imageUses.ts) and which of its fields name one: the engine checks
 * each photo against the width its use needs, and the build makes its variants from the same list.
 * A field a block shows a photo from is listed here, or its photo is served as it is.
 */
import { imageUses, type ImageUseName } from '../../lib/imageUses.ts';
import type { ImageDefinition } from '../../scripts/engine/site.ts';

/** Paths with `*` for any key or index. */
const pageFields: Record<string, ImageUseName> = {
  'speakers.*.avatar': 'speakerAvatar',
  'guests.*.avatar': 'speakerAvatar',
  'testimonials.*.avatar': 'testimonialAvatar',
  'cards.*.*.image': 'cardImage',
  'replay.poster': 'replayPoster',
  'banner.image': 'eventBanner',
};

const proseUse: ImageUseName = 'prose';

export const images: ImageDefinition = {
  uses: imageUses,
  proseUse,
  pageFields,
  dataFields: { instructors: { '*.avatar': 'instructorAvatar' } satisfies Record<string, ImageUseName> },
};
