/**
 * The `width` and `height` a photo's `<img>` is written with: the box its use fills at its largest,
 * so the page keeps the room before the photo loads (no layout shift).
 */
import type { ImageUse } from '../../validate/images/imageDefinition.ts';

/** The box a use fills, for a picture of the given size: in the use's shape, or the picture's own; never wider than the picture when uncut. */
export function displayBox(use: ImageUse, source: { width: number; height: number }): { width: number; height: number } {
  const aspect = use.aspect ?? source.width / source.height;
  const width = use.aspect ? use.width : Math.min(use.width, source.width);
  return { width, height: Math.round(width / aspect) };
}
