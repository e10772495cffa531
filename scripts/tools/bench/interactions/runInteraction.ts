/**
 * One run of one interaction in Playwright: a fresh context (empty cache, no earlier input), phone
 * throttling, and each step done as soon as its control is visible, from the page's load event on
 * (`tapAt: 'load'`) or from the moment its HTML commits, while the rest of it and its code may still
 * be on their way (`'visible'`). Times come from the probe in the page.
 */
import type { Browser, Page } from 'playwright-core';
import type { TapMoment } from './benchArgs.ts';
import { VIEWPORTS, triggerOf, type Interaction, type Step } from './catalogue.ts';
import type { ProbeResult, Trigger } from './conditions.ts';
import { HANDOVER_TRACE_CATEGORIES, inputHandedOver, type TraceEvent } from './inputHandover.ts';
import { probeScript } from './pageProbe.ts';
import { throttleLikeAPhone } from './throttle.ts';

/** Long enough for the slowest page to show its controls on a throttled first visit. */
const CONTROL_TIMEOUT_MS = 30_000;

export interface StepTiming {
  record: string;
  /** Input to answer in ms, from when the page was handed the input (inputHandover.ts), or null when it got no answer. */
  time: number | null;
  /** The same from the input event's timestamp, which includes the browser holding a DevTools tap; null likewise. */
  timeFromDevTools: number | null;
  /** When the input came, in ms after navigation start. */
  inputAt: number;
  /** False when the control's behaviour had not loaded yet at the input (see ProbeResult). */
  behaviorLive: boolean | null;
}

export interface RunTiming {
  steps: StepTiming[];
  /** When the load event ended, in ms after navigation start. */
  loadAt: number;
}

export async function runInteraction(browser: Browser, url: string, interaction: Interaction, tapAt: TapMoment): Promise<RunTiming> {
  const { width, height, deviceScaleFactor, isMobile } = VIEWPORTS[interaction.viewport];
  const context = await browser.newContext({
    viewport: { width, height },
    deviceScaleFactor,
    isMobile,
    hasTouch: true,
    // Copy buttons write to the clipboard; granted, as a visitor's browser does for a click.
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  try {
    await context.addInitScript({ content: probeScript });
    const [first] = interaction.steps;
    if (first?.fromFirstPaint) {
      await context.addInitScript({ content: `window.__bench.armAtFirstPaint(${JSON.stringify(first.answer)}, ${JSON.stringify(first.reveal)});` });
    }
    const page = await context.newPage();
    await throttleLikeAPhone(await context.newCDPSession(page));
    await page.goto(url, { waitUntil: tapAt === 'load' ? 'load' : 'commit' });
    const steps: StepTiming[] = [];
    for (const [index, step] of interaction.steps.entries()) {
      const { result, handedOver } = await performStep(browser, page, step);
      if (result.end === null) {
        // Later steps need this one answered: the run ends, and the step it was leading to counts as unanswered.
        const record = step.record ?? interaction.steps.slice(index).find((later) => later.record)?.record;
        if (record) steps.push({ record, time: null, timeFromDevTools: null, inputAt: result.start, behaviorLive: result.behaviorLive });
        break;
      }
      const start = Math.max(result.start, handedOver ?? result.start);
      if (step.record) steps.push({ record: step.record, time: result.end - start, timeFromDevTools: result.end - result.start, inputAt: result.start, behaviorLive: result.behaviorLive });
    }
    await page.waitForLoadState('load');
    const loadAt = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation');
      return navigation instanceof PerformanceNavigationTiming ? navigation.loadEventEnd : Number.NaN;
    });
    return { steps, loadAt };
  } finally {
    await context.close();
  }
}

/**
 * Does one step and waits for its answer; a tap or key step is traced, for when the browser handed
 * its input to the page (undefined for a step from the page's load, or if the trace has no such input).
 */
async function performStep(browser: Browser, page: Page, step: Step): Promise<{ result: ProbeResult; handedOver?: number }> {
  const trigger = triggerOf(step);
  // A step from the page's load was armed by an init script before the page's own scripts (runInteraction).
  if (step.fromFirstPaint) return { result: await page.evaluate(() => window.__bench.result()) };
  await browser.startTracing(page, { categories: HANDOVER_TRACE_CATEGORIES });
  let trace: Buffer | undefined;
  try {
    const result = await answer(page, step, trigger);
    trace = await browser.stopTracing();
    return { result, handedOver: inputHandedOver((JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents) };
  } finally {
    if (!trace) await browser.stopTracing().catch(() => undefined);
  }
}

async function answer(page: Page, step: Step, trigger: Trigger): Promise<ProbeResult> {
  if (step.tap) {
    const selector = step.tap;
    const shown = await page.evaluate(([wanted, waitMs]) => window.__bench.whenVisible(wanted, waitMs), [selector, CONTROL_TIMEOUT_MS] as const);
    if (!shown) throw new Error(`${page.url()}: no ${selector} was visible within ${CONTROL_TIMEOUT_MS / 1000} s`);
    const point = await page.evaluate(([wanted, conditions]) => window.__bench.armTap(wanted, conditions), [selector, step.answer] as const);
    if (!point) throw new Error(`${page.url()}: ${selector} went out of sight before it could be tapped`);
    await page.touchscreen.tap(point.x, point.y);
  } else if (step.key !== undefined) {
    await page.evaluate(([conditions, armed]) => window.__bench.arm(conditions, armed, document.activeElement), [step.answer, trigger] as const);
    await page.keyboard.press(step.key);
  }
  return page.evaluate(() => window.__bench.result());
}
