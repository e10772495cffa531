/**
 * Click-to-load video (Replay.tsx): the page shows a poster and a
 * link to the video; pressing it swaps in the embedded player, so nothing of it loads before.
 */
export function enhance(root: HTMLElement): void {
  const link = root.querySelector<HTMLAnchorElement>('a[data-embed]');
  if (!link) return;
  link.addEventListener('click', (event) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    const player = Object.assign(document.createElement('iframe'), {
      src: link.dataset.embed ?? '',
      title: link.dataset.title ?? '',
      allow: 'autoplay; encrypted-media; picture-in-picture; fullscreen',
      allowFullscreen: true,
      className: 'aspect-video w-full rounded-3xl bg-ink-900 shadow-lift',
    });
    link.replaceWith(player);
    player.focus();
  });
}
