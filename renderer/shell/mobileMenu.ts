/**
 * The mobile menu (components/shell/MobileMenu.tsx) is native <details>; this adds what
 * <details> lacks: aria-expanded on every toggle, Escape closes the menu and returns focus
 * to its button, and following a link (including a same-page anchor) closes it.
 */
export function enhanceMobileMenu(): void {
  const menu = document.querySelector<HTMLDetailsElement>('[data-mobile-menu]');
  if (!menu) return;

  for (const details of [menu, ...menu.querySelectorAll('details')]) {
    const summary = details.querySelector(':scope > summary');
    const sync = () => summary?.setAttribute('aria-expanded', String(details.open));
    sync();
    details.addEventListener('toggle', sync);
  }

  const close = () => {
    menu.open = false;
    menu.querySelectorAll('details').forEach((section) => (section.open = false));
  };
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && menu.open) {
      close();
      menu.querySelector('summary')?.focus();
    }
  });
  menu.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a')) close();
  });
}
