/**
 * For behaviour tests: clicks `target` as a visitor would (left button, or with the modifier keys
 * given) and says whether the browser would then follow the link, that is whether no behaviour took
 * the click. The navigation itself is stopped, so the test document stays as it is.
 */
export function clickFollowsLink(target: Element, init: MouseEventInit = {}): boolean {
  let followed = false;
  const stopNavigation = (event: Event) => {
    followed = !event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', stopNavigation);
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  document.removeEventListener('click', stopNavigation);
  return followed;
}
