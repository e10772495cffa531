/**
 * The inline script right after each countdown's tiles (Countdown.tsx): it writes the time left by
 * the visitor's clock while the page is still being parsed, so the tiles are right when the page is
 * first shown. The shell's module, which ticks them from then on (countdown.behavior.ts), is
 * fetched `async` and on a slow phone line runs half a second or more later; till then the tiles
 * showed the time left as of the build.
 * What it writes is showTimeLeft's (showTimeLeft.ts), tested alike in firstTickScript.dom.test.ts.
 * One constant string, so its SHA-256 in the Content-Security-Policy stays valid (site/files/securityHeaders.ts).
 */
export const FIRST_TICK_SCRIPT = '(function(r){'
  + "var s=Math.floor((Date.parse(r.getAttribute('data-target'))-Date.now())/1e3);if(!(s>0))s=0;"
  + 'var v={days:Math.floor(s/86400),hours:Math.floor(s%86400/3600),minutes:Math.floor(s%3600/60),seconds:s%60};'
  + "for(var u in v){var t=r.querySelector('[data-unit=\"'+u+'\"]');if(t)t.textContent=(v[u]<10?'0':'')+v[u]}"
  + '})(document.currentScript.previousElementSibling)';
