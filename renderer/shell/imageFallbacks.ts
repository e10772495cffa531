/**
 * Images with a fallback (components/parts/FallbackImage.tsx): when the picture fails to load,
 * hide it so its fallback (emoji or initials) shows. The `<img>` may sit in a `<picture>`
 * (components/parts/Picture.tsx), whose AVIF or WebP source failing fails the `<img>` too.
 * Failures before this script ran are found by looking; later ones by listening (error events do
 * not bubble, so listen while capturing).
 */
const BOX = '[data-image-fallback]';

export function enhanceImageFallbacks(): void {
  for (const image of document.querySelectorAll<HTMLImageElement>(`${BOX} img`)) {
    if (image.complete && image.naturalWidth === 0) markFailed(image);
  }
  document.addEventListener('error', (event) => {
    if (event.target instanceof HTMLImageElement && event.target.closest(BOX)) markFailed(event.target);
  }, true);
}

function markFailed(image: HTMLImageElement): void {
  image.hidden = true;
  image.closest(BOX)?.setAttribute('data-failed', '');
}
