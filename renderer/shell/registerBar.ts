/**
 * The phone register bar (components/parts/RegisterBar.tsx) shows once the hero's buttons have
 * scrolled away, and hides while something it would repeat or cover is on screen: a block marked
 * `data-register-section` (price, packages, payment), any other link that does what its button
 * does, or the footer. Hidden, it is `inert`: no key or screen reader reaches it.
 */

/** What an IntersectionObserver entry says of a target, in numbers. */
export interface Sighting {
  isIntersecting: boolean;
  /** The target's bottom edge and the top of the observed area (below the fixed top bar), from the viewport's top. */
  bottom: number;
  rootTop: number;
}

/** The hero's buttons have gone above the screen (not merely off it below, as after a jump up the page). */
export function heroScrolledPast({ isIntersecting, bottom, rootTop }: Sighting): boolean {
  return !isIntersecting && bottom <= rootTop;
}

/** The bar shows once the hero is past and while nothing it repeats or covers is on screen. */
export function showsBar(heroPassed: boolean, coversOnScreen: number): boolean {
  return heroPassed && coversOnScreen === 0;
}

export function enhanceRegisterBar(): void {
  const bar = document.querySelector<HTMLElement>('[data-register-bar]');
  const hero = document.querySelector('[data-hero-actions]');
  const href = bar?.querySelector('a[href]')?.getAttribute('href');
  if (!bar || !hero || !href || !('IntersectionObserver' in window)) return;
  const covers = [...document.querySelectorAll('[data-register-section], main a[href], body > footer')]
    .filter((element) => element.tagName !== 'A' || (element.getAttribute('href') === href && !hero.contains(element)));
  const onScreen = new Set<Element>();
  let heroPassed = false;
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (entry.target === hero) {
        heroPassed = heroScrolledPast({ isIntersecting: entry.isIntersecting, bottom: entry.boundingClientRect.bottom, rootTop: entry.rootBounds?.top ?? 0 });
      } else if (entry.isIntersecting) onScreen.add(entry.target);
      else onScreen.delete(entry.target);
    }
    const shown = showsBar(heroPassed, onScreen.size);
    // Its register dialog lives inside it: never hide the bar from under an open one.
    if (shown || !bar.querySelector('dialog[open]')) bar.toggleAttribute('inert', !shown);
  }, { rootMargin: `-${document.querySelector('body > header')?.getBoundingClientRect().bottom ?? 0}px 0px 0px` });
  [hero, ...covers].forEach((element) => observer.observe(element));
}
