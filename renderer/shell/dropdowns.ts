/**
 * Desktop dropdowns (components/shell/DesktopNav.tsx): the toggle button opens and closes its
 * panel and keeps aria-expanded true to what is shown; Escape closes it and returns focus to
 * the toggle; a click elsewhere or focus leaving closes it. Hover still opens panels through CSS.
 */
export function enhanceDropdowns(): void {
  const dropdowns = [...document.querySelectorAll<HTMLElement>('[data-dropdown]')];
  const toggleOf = (dropdown: HTMLElement) => dropdown.querySelector<HTMLButtonElement>('[data-dropdown-toggle]');

  const setOpen = (dropdown: HTMLElement, open: boolean) => {
    dropdown.toggleAttribute('data-open', open);
    // After Escape, hide the panel even while the pointer rests on it, until the pointer leaves.
    dropdown.toggleAttribute('data-closed', !open && dropdown.matches(':hover'));
    toggleOf(dropdown)?.setAttribute('aria-expanded', String(open));
  };

  for (const dropdown of dropdowns) {
    toggleOf(dropdown)?.addEventListener('click', () => {
      const open = !dropdown.hasAttribute('data-open');
      dropdowns.forEach((other) => other !== dropdown && setOpen(other, false));
      setOpen(dropdown, open);
    });
    dropdown.addEventListener('mouseenter', () => toggleOf(dropdown)?.setAttribute('aria-expanded', 'true'));
    dropdown.addEventListener('mouseleave', () => {
      dropdown.removeAttribute('data-closed');
      if (!dropdown.hasAttribute('data-open')) toggleOf(dropdown)?.setAttribute('aria-expanded', 'false');
    });
    dropdown.addEventListener('focusout', (event) => {
      if (!(event.relatedTarget instanceof Node && dropdown.contains(event.relatedTarget))) setOpen(dropdown, false);
    });
    dropdown.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape') return;
      setOpen(dropdown, false);
      toggleOf(dropdown)?.focus();
    });
  }

  document.addEventListener('click', (event) => {
    for (const dropdown of dropdowns) {
      if (event.target instanceof Node && !dropdown.contains(event.target)) setOpen(dropdown, false);
    }
  });
}
