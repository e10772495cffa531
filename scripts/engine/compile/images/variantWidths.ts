/**
 * The widths a picture is made in for a use: its largest displayed width, 1.5× and 2× of it for
 * screens of higher density, and half of it for a wide picture shown in a narrow column. Never
 * wider than the picture itself: where it falls short, its own width is the widest.
 */
import type { ImageUse } from '../../validate/images/imageDefinition.ts';

/** Below this displayed width a picture has one size on every layout (an avatar). */
const RESPONSIVE_FROM = 300;

export function variantWidths(use: Pick<ImageUse, 'width'>, usableWidth: number): number[] {
  const factors = use.width >= RESPONSIVE_FROM ? [0.5, 1, 1.5, 2] : [1, 1.5, 2];
  const wanted = factors.map((factor) => Math.round(use.width * factor));
  const widths = wanted.filter((width) => width <= usableWidth);
  if (widths.length < wanted.length) widths.push(usableWidth);
  return [...new Set(widths)].sort((a, b) => a - b);
}
