import type { ReactNode } from 'react';
import type { ImageUseName } from '../../lib/imageUses.ts';
import { cn } from '../ui/cn.ts';
import { Picture } from './Picture.tsx';
import type { PictureOf } from './pictureLookup.ts';

/**
 * A photo with a fallback underneath: the fallback (emoji, initials) fills the box, the photo
 * covers it. If the photo fails, renderer/shell/imageFallbacks.ts marks the box and the photo is
 * hidden; without JavaScript a failed photo (empty alt) draws nothing and the fallback shows through.
 */
export function FallbackImage({ pictureOf, src, use, sizes, className, children }: {
  pictureOf: PictureOf;
  src: string;
  /** Where it is shown (lib/imageUses.ts), for the sizes the build made. */
  use: ImageUseName;
  sizes?: string;
  className?: string;
  /** What shows when there is no picture. */
  children: ReactNode;
}) {
  return (
    <span data-image-fallback="" className={cn('relative grid place-items-center', className)}>
      {/* Laid over the box rather than in its grid, where a <picture>'s <source> rows would push it up. */}
      <span aria-hidden="true" className="image-fallback absolute inset-0 grid place-items-center">{children}</span>
      <Picture pictureOf={pictureOf} src={src} use={use} sizes={sizes} alt="" className="absolute inset-0 size-full object-cover" />
    </span>
  );
}
