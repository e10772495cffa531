/**
 * Gives again the taps on plain buttons that came before the shell ran (recorded by the page's
 * head script, renderer/headScript.ts), in order, now that the shell's listeners and the island
 * scheduler are in place: a tab tapped while the page was still loading is selected, not lost.
 * Runs last in renderer/+client.ts.
 */
import type { EarlyTaps } from '../headScript.ts';

export function replayEarlyTaps(): void {
  const taps: EarlyTaps | undefined = window.__earlyTaps;
  if (!taps) return;
  taps.stop();
  delete window.__earlyTaps;
  for (const button of taps) {
    if (button.isConnected) button.click();
  }
}
