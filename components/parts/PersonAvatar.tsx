import type { ReactNode } from 'react';
import type { PersonTone } from '../../content/schema/shapes.ts';
import { illustratedAvatarSvg } from '../../lib/illustratedAvatar.ts';
import { initialsOf } from '../../lib/initialsOf.ts';
import { cn } from '../ui/cn.ts';
import { FallbackImage } from './FallbackImage.tsx';
import type { PictureOf } from './pictureLookup.ts';

/** Each size is one place people are shown, with the photo sizes the build made for it (lib/imageUses.ts). */
const sizes = {
  /** Instructor cards, 96 px. */
  lg: { use: 'instructorAvatar', box: 'size-24', text: 'text-3xl' },
  /** Speaker cards, 80 px. */
  md: { use: 'speakerAvatar', box: 'size-20', text: 'text-3xl' },
  /** A quote's author, 48 px. */
  sm: { use: 'testimonialAvatar', box: 'size-12', text: 'text-base' },
} as const;

/** Light tints of the site's palette at one lightness (renderer/styles.css), so avatars side by side look of a piece. */
const tones: Record<PersonTone, string> = {
  blue: 'bg-tone-blue',
  purple: 'bg-tone-purple',
  green: 'bg-tone-green',
  orange: 'bg-tone-orange',
  pink: 'bg-tone-pink',
  teal: 'bg-tone-teal',
};

/**
 * A person's face, one style for everyone: their photo when the content names one (with
 * `fallback`, or their initials, beneath it for when it fails to load), otherwise the drawn
 * portrait seeded by `seed`, written into the HTML as SVG. Decorative: the name is always shown
 * beside it.
 */
export function PersonAvatar({ pictureOf, seed, name, photo, size, tone = 'blue', fallback, className }: {
  /** What the build made of the page's pictures (pictureLookup.ts). */
  pictureOf: PictureOf;
  /** What keeps the drawn portrait the same everywhere: an instructor's id, a speaker's name. */
  seed: string;
  name: string;
  /** The photo's address as the content writes it. */
  photo?: string | undefined;
  size: keyof typeof sizes;
  tone?: PersonTone;
  /** What shows when the photo fails to load; the initials unless given. */
  fallback?: ReactNode;
  className?: string;
}) {
  const { use, box, text } = sizes[size];
  return (
    <span
      aria-hidden="true"
      data-avatar={photo ? 'photo' : 'illustrated'}
      className={cn('block shrink-0 overflow-hidden rounded-full ring-1 ring-ink-900/10', box, tones[tone], className)}
    >
      {photo
        ? (
          <FallbackImage pictureOf={pictureOf} src={photo} use={use} className="size-full">
            <span className={cn('font-bold text-brand-800', text)}>{fallback ?? initialsOf(name)}</span>
          </FallbackImage>
        )
        : <span className="block size-full [&>svg]:size-full" dangerouslySetInnerHTML={{ __html: illustratedAvatarSvg(seed) }} />}
    </span>
  );
}
