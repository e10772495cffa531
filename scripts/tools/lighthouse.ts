/**
 * `npm run lighthouse`: Lighthouse 12 (mobile profile, its default) on every route of the built
 * site, served locally as a static host would, in Debian's Chromium. Prints one row per route:
 * Performance, Accessibility, Best Practices, SEO, CLS and Total Blocking Time.
 * Run `npm run build` first. `npm run lighthouse -- /,/giang-vien` audits only those routes.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChromium } from '../testing/browser/findChromium.ts';
import { loadContent } from '../engine/derive/loadContent.ts';
import { contentDir, distDir, projectRoot } from '../engine/core/paths.ts';
import { startStaticServer } from '../serve.ts';
import { site } from '../../site/definition.ts';

const requested = process.argv[2]?.split(',').filter(Boolean);
const routes = requested ?? loadContent(site, contentDir, projectRoot).pages.filter((page) => page.status === 'published').map((page) => page.route);

const server = await startStaticServer({ root: `${distDir}/client`, port: 0 });
const chrome = await chromeLauncher.launch({
  chromePath: await findChromium(),
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});

const score = (value: number | null | undefined) => (value === null || value === undefined ? '  –' : String(Math.round(value * 100)).padStart(3));
const rows: string[] = [];
const failing: string[] = [];
try {
  console.log('route                                            perf  a11y  best   seo     CLS    TBT');
  for (const route of routes) {
    const result = await lighthouse(`${server.url}${route}`, { port: chrome.port, output: 'json', logLevel: 'error' });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${route}`);
    const { performance, accessibility, seo } = lhr.categories;
    const practices = lhr.categories['best-practices'];
    const cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN;
    const tbt = lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN;
    const row = `${route.padEnd(48)} ${score(performance?.score)}   ${score(accessibility?.score)}   ${score(practices?.score)}   ${score(seo?.score)}   ${cls.toFixed(3)}  ${String(Math.round(tbt)).padStart(3)} ms`;
    rows.push(row);
    console.log(row);
    const below = [
      (performance?.score ?? 0) < 0.98 && 'performance < 98',
      accessibility?.score !== 1 && 'accessibility < 100',
      practices?.score !== 1 && 'best practices < 100',
      seo?.score !== 1 && 'SEO < 100',
      cls > 0 && `CLS ${cls.toFixed(3)}`,
      tbt > 0 && `TBT ${Math.round(tbt)} ms`,
    ].filter(Boolean);
    if (below.length > 0) {
      const audits = Object.values(lhr.audits).filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'notApplicable').map((audit) => audit.id);
      failing.push(`${route}: ${below.join(', ')} (audits below full marks: ${audits.slice(0, 8).join(', ')})`);
    }
  }
} finally {
  chrome.kill();
  await server.close();
}
if (failing.length > 0) {
  console.log(`\nBelow target (Performance ≥ 98, Accessibility/Best Practices/SEO 100, CLS 0, TBT 0 ms):\n${failing.join('\n')}`);
} else {
  console.log(`\nAll ${rows.length} routes meet the targets.`);
}
