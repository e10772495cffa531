/**
 * Lighthouse's own view of the same interactions: a user flow (Puppeteer page) with one timespan per
 * interaction and page, each starting with a fresh load under the same mobile throttling, then the
 * flow's Interaction to Next Paint audit for it. Cross-checks the bench's in-page figures with INP as
 * Lighthouse and Chrome define it (input delay, processing and presentation of the slowest interaction).
 */
import { startFlow } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { VIEWPORTS, triggerOf, type Interaction } from './catalogue.ts';
import type { Condition, Trigger } from './conditions.ts';
import { findChromium } from '../../../testing/browser/findChromium.ts';
import { CHROMIUM_FLAGS } from './chromiumFlags.ts';
import { recordsOf, type PlannedInteraction } from './measurePlan.ts';
import { probeScript } from './pageProbe.ts';
import { MOBILE_THROTTLING } from './throttle.ts';
import { withoutLanternNoLcp } from './withoutLanternNoLcp.ts';

/** Time for the last interaction's event timing entry to reach the trace before the timespan ends. */
const SETTLE_MS = 1000;


/** Runs the flow and returns a Markdown table of INP per interaction and page, then each page's worst. */
export async function measureFlowInp(baseUrl: string, plan: PlannedInteraction[]): Promise<string> {
  const browser = await puppeteer.launch({
    executablePath: await findChromium(),
    headless: true,
    args: CHROMIUM_FLAGS.filter((flag) => flag !== '--headless'),
  });
  const rows: { route: string; name: string; inp: number | null }[] = [];
  try {
    // What a page does by itself (the countdown) has no interaction for INP to time.
    for (const { interaction, routes } of plan.filter(({ interaction }) => interaction.steps.some((step) => step.tap || step.key))) {
      for (const route of routes) {
        const name = recordsOf(interaction);
        rows.push({ route, name, inp: await timespanInp(browser, `${baseUrl}${route}`, interaction, name) });
      }
    }
  } finally {
    await browser.close();
  }
  const worst = new Map<string, { inp: number; name: string }>();
  for (const row of rows) {
    const current = worst.get(row.route);
    if (row.inp !== null && (!current || row.inp > current.inp)) worst.set(row.route, { inp: row.inp, name: row.name });
  }
  return [
    '| route | interaction | INP ms |',
    '|---|---|--:|',
    ...rows.map((row) => `| ${row.route} | ${row.name} | ${row.inp === null ? '– (no interaction recorded)' : Math.round(row.inp)} |`),
    '',
    'INP per page (its slowest interaction measured here):',
    '',
    '| route | INP ms | slowest |',
    '|---|--:|---|',
    ...[...worst].map(([route, { inp, name }]) => `| ${route} | ${Math.round(inp)} | ${name} |`),
  ].join('\n');
}

async function timespanInp(browser: Awaited<ReturnType<typeof puppeteer.launch>>, url: string, interaction: Interaction, name: string): Promise<number | null> {
  const page = await browser.newPage();
  try {
    await page.evaluateOnNewDocument(probeScript);
    const viewport = VIEWPORTS[interaction.viewport];
    const flow = await startFlow(page, {
      config: {
        extends: 'lighthouse:default',
        settings: {
          onlyCategories: ['performance'],
          formFactor: viewport.isMobile ? 'mobile' : 'desktop',
          screenEmulation: { mobile: viewport.isMobile, width: viewport.width, height: viewport.height, deviceScaleFactor: viewport.deviceScaleFactor, disabled: false },
          throttlingMethod: 'devtools',
          throttling: {
            cpuSlowdownMultiplier: MOBILE_THROTTLING.cpuSlowdown,
            requestLatencyMs: MOBILE_THROTTLING.latencyMs,
            downloadThroughputKbps: (MOBILE_THROTTLING.downloadBytesPerSecond * 8) / 1024,
            uploadThroughputKbps: (MOBILE_THROTTLING.uploadBytesPerSecond * 8) / 1024,
          },
        },
      },
    });
    const session = await page.createCDPSession();
    await session.send('Network.clearBrowserCache');
    await session.send('Emulation.setTouchEmulationEnabled', { enabled: true });
    await flow.startTimespan({ name: `${name} ${url}` });
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    for (const step of interaction.steps) await performStep(page, step);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const result = await withoutLanternNoLcp(async () => {
      await flow.endTimespan();
      return flow.createFlowResult();
    });
    const inp = result.steps[0]?.lhr.audits['interaction-to-next-paint']?.numericValue;
    return typeof inp === 'number' ? inp : null;
  } finally {
    await page.close();
  }
}

async function performStep(page: Page, step: Interaction['steps'][number]): Promise<void> {
  const trigger = triggerOf(step);
  if (step.tap) {
    if (!await page.evaluate((selector: string, waitMs: number) => window.__bench.whenVisible(selector, waitMs), step.tap, 30_000)) return;
    const point = await page.evaluate((selector: string, conditions: Condition[]) => window.__bench.armTap(selector, conditions), step.tap, step.answer);
    if (!point) return;
    await page.touchscreen.tap(point.x, point.y);
  } else if (step.key !== undefined) {
    await page.evaluate((conditions: Condition[], armed: Trigger) => window.__bench.arm(conditions, armed, document.activeElement), step.answer, trigger);
    await page.keyboard.type(step.key);
  } else {
    // Nothing to press: INP has nothing to say about what a page does by itself.
    return;
  }
  await page.evaluate(() => window.__bench.result());
}
