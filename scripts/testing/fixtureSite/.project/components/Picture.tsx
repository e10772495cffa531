import { imageSourceFile, pictureKey, type PictureSets, type PictureVariant } from '../../../../engine/site.ts';

/**
 * A picture as the build made it for its use: AVIF and WebP sources and a JPEG `<img>` in the use's
 * widths, its box reserved; lazy below the first screen, fetched first when it is the page's main
 * picture (`priority`). A picture the build did not make is the address as written.
 */
export function Picture({ images, src, writtenIn, use, alt, priority = false }: {
  images: PictureSets;
  /** The address as written in `writtenIn` (a project path such as `content/su-kien.mdx`). */
  src: string;
  writtenIn: string;
  use: string;
  alt: string;
  priority?: boolean;
}) {
  const file = imageSourceFile(src, writtenIn);
  const set = file === undefined ? undefined : images[pictureKey(file, use)];
  const loading = priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const };
  if (set?.kind !== 'variants') return <img src={set && 'src' in set ? set.src : src} alt={alt} {...loading} />;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSetOf(set.avif)} />
      <source type="image/webp" srcSet={srcSetOf(set.webp)} />
      <img src={set.fallback.at(-1)?.src} srcSet={srcSetOf(set.fallback)} width={set.width} height={set.height} alt={alt} {...loading} />
    </picture>
  );
}

function srcSetOf(variants: PictureVariant[]): string {
  return variants.map((variant) => `${variant.src} ${variant.width}w`).join(', ');
}
