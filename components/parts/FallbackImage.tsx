import type { ReactNode } from 'react';
import { cn } from '../ui/cn.ts';

/**
 * An image with a fallback underneath: the fallback (emoji, initials) fills the box, the image
 * covers it. If the image fails, renderer/shell/imageFallbacks.ts marks the box and the image is
 * hidden; without JavaScript a failed image (empty alt) draws nothing and the fallback shows through.
 */
export function FallbackImage({ src, width, height, className, children }: {
  src: string;
  width: number;
  height: number;
  className?: string;
  /** What shows when there is no picture. */
  children: ReactNode;
}) {
  return (
    <span data-image-fallback="" className={cn('relative grid place-items-center', className)}>
      <span aria-hidden="true" className="image-fallback grid size-full place-items-center">{children}</span>
      <img src={src} alt="" role="presentation" width={width} height={height} loading="lazy" className="absolute inset-0 size-full object-cover" />
    </span>
  );
}
