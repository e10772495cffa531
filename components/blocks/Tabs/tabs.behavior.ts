/**
 * Tabs over server-rendered panels (Tabs.tsx). Without JavaScript every panel
 * shows under its own heading; with it, one panel at a time, with the arrow-key pattern of WAI-ARIA tabs.
 */
import { afterNextPaint } from '../../../renderer/shell/afterNextPaint.ts';

export function enhance(root: HTMLElement): void {
  const tabs = [...root.querySelectorAll<HTMLButtonElement>(':scope > [role="tablist"] > [role="tab"]')];
  const select = (chosen: HTMLButtonElement, focus: boolean) => {
    for (const tab of tabs) {
      const selected = tab === chosen;
      tab.setAttribute('aria-selected', String(selected));
      tab.tabIndex = selected ? 0 : -1;
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
      if (!panel) continue;
      // Only a panel coming into view: the one on screen already stays whole.
      if (selected && !panel.hasAttribute('data-active')) showFirstScreenFirst(panel);
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

/**
 * A chosen panel shows its first block in the tap's frame and the rest once that frame is painted
 * (styles.css hides what follows while `data-first-screen` is set): the first screen is all a
 * visitor sees at once, and laying out a whole guide panel (hundreds of highlighted code spans)
 * before painting doubled the time a switch took on a phone.
 */
function showFirstScreenFirst(panel: HTMLElement): void {
  panel.setAttribute('data-first-screen', '');
  afterNextPaint(() => panel.removeAttribute('data-first-screen'));
}
