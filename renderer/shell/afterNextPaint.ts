/**
 * Runs `work` once the frame now being prepared has been painted: in the task after the next
 * animation frame. For what a tap's answer does not need in its own frame (a modal step, a
 * download, the part of a panel below the screen), so it never stands between the tap and its paint.
 */
export function afterNextPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work));
}
