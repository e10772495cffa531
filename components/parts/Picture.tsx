import { imageUses, type ImageUseName } from '../../lib/imageUses.ts';
import type { PictureVariant } from '../../scripts/engine/site.ts';
import type { PictureOf } from './pictureLookup.ts';

/**
 * A photo as the build made it for its use (scripts/engine/compile/images/): AVIF and WebP sources
 * and a JPEG or PNG `<img>`, each in the widths made for the use, so a browser downloads the
 * smallest that is sharp on its screen; `width` and `height` reserve the box before it loads (no
 * layout shift). Below the first screen it loads when scrolled near and decodes off the main
 * thread; the first screen's main picture (`priority`) is fetched first instead. An SVG, or any
 * picture served as it is, is a plain `<img>`. The `<picture>` draws no box of its own: style the
 * `<img>` through `className`.
 */
export function Picture({ pictureOf, src, use, alt, priority = false, sizes, title, className }: {
  /** What the build made of the page's pictures (pictureLookup.ts). */
  pictureOf: PictureOf;
  /** The address as written in the content: `/images/a.jpg`, or `anh.jpg` beside the page. */
  src: string;
  /** Where it is shown (lib/imageUses.ts): its largest width, its shape and its `sizes`. */
  use: ImageUseName;
  /** What it shows; empty for a picture that only decorates (an `<img alt="">` has no role already, so none is written). */
  alt: string;
  /** The first screen's main picture. */
  priority?: boolean;
  /** Overrides the use's `sizes` where a block knows better (a grid of more columns). */
  sizes?: string;
  title?: string;
  className?: string;
}) {
  const shown = imageUses[use];
  const set = pictureOf(src, use);
  const loading = priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const };
  const common = { alt, title, className, ...loading };

  if (set?.kind === 'variants') {
    const chosenSizes = sizes ?? shown.sizes;
    return (
      <picture className="contents">
        <source type="image/avif" srcSet={srcSetOf(set.avif)} sizes={chosenSizes} />
        <source type="image/webp" srcSet={srcSetOf(set.webp)} sizes={chosenSizes} />
        <img src={set.fallback.at(-1)?.src} srcSet={srcSetOf(set.fallback)} sizes={chosenSizes} width={set.width} height={set.height} {...common} />
      </picture>
    );
  }
  const box = 'aspect' in shown ? { width: shown.width, height: Math.round(shown.width / shown.aspect) } : {};
  return <img src={set?.src ?? src} {...box} {...common} />;
}

function srcSetOf(variants: PictureVariant[]): string {
  return variants.map((variant) => `${variant.src} ${variant.width}w`).join(', ');
}
