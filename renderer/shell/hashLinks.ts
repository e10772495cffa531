/**
 * Section links: a link to `#section` in the page (on the home page also `/#section`) scrolls
 * smoothly to the section after 100 ms, or to the top when no such section exists; the menus on
 * other pages link to `/#section` (see lib/linkTarget.ts). On any page, a hash in the URL at load
 * scrolls to its element after 100 ms.
 */
const SCROLL_DELAY_MS = 100;

export function enhanceHashLinks(): void {
  if (location.hash) scrollToHash(location.hash);
  const inPage = document.body.dataset.route === '/' ? 'a[href^="#"], a[href^="/#"]' : 'a[href^="#"]';

  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(inPage) : null;
    if (!link || link.target) return;
    event.preventDefault();
    history.pushState(null, '', link.hash);
    scrollToHash(link.hash);
  });
}

function scrollToHash(hash: string): void {
  setTimeout(() => {
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (target) target.scrollIntoView({ behavior: 'smooth', block: 'start' });
    else window.scrollTo({ top: 0, behavior: 'smooth' });
  }, SCROLL_DELAY_MS);
}
