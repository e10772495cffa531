/**
 * Tabs over server-rendered panels (Tabs.tsx). Without JavaScript every panel
 * shows under its own heading; with it, one panel at a time, with the arrow-key pattern of WAI-ARIA tabs.
 */
import { drawFirstScreenFirst } from '../../../renderer/shell/afterNextPaint.ts';

export function enhance(root: HTMLElement): void {
  const tabs = [...root.querySelectorAll<HTMLButtonElement>(':scope > [role="tablist"] > [role="tab"]')];
  const select = (chosen: HTMLButtonElement, focus: boolean) => {
    for (const tab of tabs) {
      const selected = tab === chosen;
      tab.setAttribute('aria-selected', String(selected));
      tab.tabIndex = selected ? 0 : -1;
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
      if (!panel) continue;
      // A panel coming into view shows up to its first step or card in the tap's frame: laying out a
      // whole guide panel (hundreds of highlighted code spans) first doubled a switch on a phone.
      // The panel already on screen stays whole.
      if (selected && !panel.hasAttribute('data-active')) drawFirstScreenFirst(panel);
      panel.toggleAttribute('data-active', selected);
    }
    if (focus) chosen.focus();
  };
  tabs.forEach((tab, index) => {
    tab.addEventListener('click', () => select(tab, false));
    tab.addEventListener('keydown', (event) => {
      const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
      const next = step !== undefined ? tabs[(index + step + tabs.length) % tabs.length]
        : event.key === 'Home' ? tabs[0] : event.key === 'End' ? tabs.at(-1) : undefined;
      if (!next) return;
      event.preventDefault();
      select(next, true);
    });
  });
}
