/**
 * The landing nav (LandingNav.tsx): its menu button says whether the menu is open (aria-expanded)
 * and Escape closes it, focus back on the button, as the site menu does (renderer/shell/mobileMenu.ts); its register buttons open the form of
 * the page's registration section, then close the mobile menu and scroll smoothly to that section.
 */
import { afterNextPaint } from '../../renderer/shell/afterNextPaint.ts';

export function enhance(root: HTMLElement): void {
  const menu = root.querySelector<HTMLDetailsElement>('[data-landing-menu]');
  const toggle = menu?.querySelector(':scope > summary');
  const sync = () => toggle?.setAttribute('aria-expanded', String(menu?.open ?? false));
  sync();
  menu?.addEventListener('toggle', sync);
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !menu?.open) return;
    menu.open = false;
    (toggle as HTMLElement | null | undefined)?.focus();
  });
  for (const button of root.querySelectorAll<HTMLAnchorElement>('[data-landing-register]')) {
    button.addEventListener('click', (event) => {
      const section = document.getElementById(button.hash.slice(1));
      if (!section) return;
      event.preventDefault();
      history.replaceState(null, '', button.hash);
      // The section's first register button opens the dialog (its own behaviour wakes on this click).
      section.querySelector<HTMLElement>('[data-register]')?.click();
      // Under the dialog, once its frame is painted: closing the menu and starting the scroll restyle
      // and lay out the page, about 13 ms a phone's tap waited for (4× slowdown) before the dialog showed.
      afterNextPaint(() => {
        if (menu) menu.open = false;
        section.scrollIntoView({ behavior: 'smooth', block: 'start' });
      });
    });
  }
}
