/**
 * The inline script at the top of every page's head (renderer/+onRenderHtml.tsx), run before the
 * body is parsed. It marks the page as scripted, so JS-only controls (tabs, copy buttons) appear
 * without a layout shift, and it keeps every tap on a plain button that comes before the shell's
 * module has run: such a button (a tab, a dropdown's toggle, a copy button) does nothing by itself,
 * and on a phone the module may run a second after the page shows. The shell gives those taps
 * again once it is live (renderer/shell/earlyTaps.ts). Buttons with a native action of their own
 * (an invoker command, a form's submit) are left to it.
 * One constant string, so its SHA-256 in deploy/site.conf's script-src stays valid (e2e/nginx.test.ts).
 */
export const HEAD_SCRIPT = "document.documentElement.className='js';(function(){"
  + "var t=window.__earlyTaps=[],k=function(e){var b=e.target.closest&&e.target.closest('button[type=button]:not([commandfor])');b&&t.push(b)};"
  + "document.addEventListener('click',k,true);t.stop=function(){document.removeEventListener('click',k,true)}})()";

/** What HEAD_SCRIPT leaves on `window` for the shell. */
export interface EarlyTaps extends Array<HTMLButtonElement> {
  /** Stops recording: the shell answers taps from now on. */
  stop: () => void;
}

declare global {
  interface Window {
    __earlyTaps?: EarlyTaps;
  }
}
