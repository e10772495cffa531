/**
 * Runs `work` once the frame now being prepared has been painted: in the task after the next
 * animation frame. For what a tap's answer does not need in its own frame (a modal step, a
 * download, the part of a panel below the screen), so it never stands between the tap and its paint.
 */
export function afterNextPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work));
}

/**
 * Marks `element` `data-first-screen` until the frame now being prepared has been painted. While the
 * mark is on, styles.css hides what lies below the element's first screen (a tab panel's later steps
 * or cards, an exercise card's steps), so a tap's frame styles and lays out only what it shows.
 */
export function drawFirstScreenFirst(element: HTMLElement): void {
  element.setAttribute('data-first-screen', '');
  afterNextPaint(() => element.removeAttribute('data-first-screen'));
}
