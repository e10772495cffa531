/**
 * The measuring end inside the page, installed before the site's own scripts (an init script), so the
 * first input is seen however early it comes. The clock starts at the input event's timestamp (capture
 * listener on window) and stops at the paint after the first animation frame in which the answer is
 * visible (requestAnimationFrame, then a task: the frame has been painted by then), all in the page,
 * so no DevTools round trip is counted. runInteraction.ts moves the start to when the browser handed
 * the input over, should that be later (inputHandover.ts).
 */
import { ANSWER_TIMEOUT_MS, type Condition, type ProbeResult, type Trigger } from './conditions.ts';
import { ARMED_MARK } from './inputHandover.ts';

export interface BenchProbe {
  /** Starts watching for `conditions` after the next `trigger` (armAtFirstPaint starts the clock itself); `target` is the control to be tapped. */
  arm(conditions: Condition[], trigger: Trigger, target: Element | null): void;
  /**
   * Resolves true once some element matching `selector` is visible (checked each frame), false after
   * `timeoutMs`. Waiting in the probe rather than with Playwright's waitForFunction keeps Playwright's
   * own script (~100 ms of main thread at 4× slowdown) out of the page just before the tap.
   */
  whenVisible(selector: string, timeoutMs: number): Promise<boolean>;
  /**
   * Arms for a tap on the first visible element matching `selector`, scrolled into view at once if it is
   * off screen (then only once the scrolled-to frame has been painted: a visitor taps what is on screen),
   * and returns the point to tap (its centre); null when none is visible.
   */
  armTap(selector: string, conditions: Condition[]): Promise<{ x: number; y: number } | null>;
  /**
   * Arms, from the document's start, for what the page does by itself: the clock starts at the page's
   * first paint; `reveal` (if given) is scrolled into view at DOMContentLoaded, for what only wakes when seen.
   */
  armAtFirstPaint(conditions: Condition[], reveal?: string): void;
  /** Resolves once the armed step is answered or has timed out. */
  result(): Promise<ProbeResult>;
}

declare global {
  interface Window {
    __bench: BenchProbe;
  }
}

/** Runs in the page: keep it self-contained (it is sent as source text). */
export function installProbe(timeoutMs: number, armedMark: string): void {
  let conditions: Condition[] = [];
  let trigger: Trigger = 'pointerdown';
  let target: Element | null = null;
  let start: number | undefined;
  let inputDelay = 0;
  let behaviorLive: boolean | null = null;
  let settled: ProbeResult | undefined;
  let waiting: ((result: ProbeResult) => void) | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const isVisible = (element: Element | null | undefined): boolean => {
    if (!element) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  };
  const holds = (condition: Condition): boolean => {
    if ('visible' in condition) return [...document.querySelectorAll(condition.visible)].some(isVisible);
    if ('focused' in condition) return document.activeElement?.matches(condition.focused) ?? false;
    if ('targetAttribute' in condition) return target?.getAttribute(condition.targetAttribute) === condition.value;
    if ('controlsVisible' in condition) return isVisible(document.getElementById(target?.getAttribute('aria-controls') ?? ''));
    if ('detailsOpen' in condition) {
      const details = target?.closest('details');
      return Boolean(details?.open) && isVisible(target?.closest('summary')?.nextElementSibling);
    }
    if ('timeLeftShown' in condition) {
      const countdown = document.querySelector<HTMLElement>(condition.timeLeftShown);
      const eventAt = Date.parse(countdown?.dataset.target ?? '');
      const tiles = ['days', 'hours', 'minutes', 'seconds'].map((unit) => countdown?.querySelector(`[data-unit="${unit}"]`)?.textContent?.trim()).join(' ');
      // lib/countdown.ts's arithmetic, repeated here as the probe travels as source text.
      const leftAt = (now: number) => {
        const total = Math.max(0, Math.floor((eventAt - now) / 1000));
        return [Math.floor(total / 86_400), Math.floor((total % 86_400) / 3_600), Math.floor((total % 3_600) / 60), total % 60].map((value) => String(value).padStart(2, '0')).join(' ');
      };
      return [-1000, 0, 1000].some((tick) => leftAt(Date.now() + tick) === tiles);
    }
    const shown = [...document.querySelectorAll(condition.links)].filter(isVisible).map((link) => link.getAttribute('href'));
    return shown.length === condition.hrefs.length && shown.every((href, index) => href === condition.hrefs[index]);
  };

  const finish = (end: number | null) => {
    if (settled) return;
    clearTimeout(timer);
    settled = { start: start ?? Number.NaN, end, inputDelay, behaviorLive };
    const resolve = waiting;
    waiting = undefined;
    resolve?.(settled);
  };
  const watchFrames = () => {
    requestAnimationFrame(() => {
      if (settled) return;
      if (conditions.every(holds)) setTimeout(() => finish(performance.now()), 0);
      else watchFrames();
    });
  };
  const begin = (event: Event) => {
    if (event.type !== trigger || start !== undefined || settled) return;
    const now = performance.now();
    // A DevTools-dispatched event may carry no usable timestamp; then the listener's time is the best there is.
    start = event.timeStamp > 0 && event.timeStamp <= now ? event.timeStamp : now;
    inputDelay = now - start;
    // The scheduler marks a behaviour `data-enhanced` once its code has run (renderer/islands/scheduleIslands.ts);
    // a control inside several (a card's toggle inside tabs inside the exercises board) needs them all.
    const behaviors: Element[] = [];
    for (let node = target?.closest('[data-behavior]'); node; node = node.parentElement?.closest('[data-behavior]')) behaviors.push(node);
    behaviorLive = behaviors.length === 0 ? null : behaviors.every((behavior) => behavior.hasAttribute('data-enhanced'));
    watchFrames();
  };
  window.addEventListener('pointerdown', begin, { capture: true });
  window.addEventListener('keydown', begin, { capture: true });

  const firstVisible = (selector: string) => [...document.querySelectorAll(selector)].find(isVisible);

  window.__bench = {
    whenVisible: (selector, waitMs) => new Promise((resolve) => {
      const giveUp = performance.now() + waitMs;
      const check = () => {
        if (firstVisible(selector)) resolve(true);
        else if (performance.now() > giveUp) resolve(false);
        else requestAnimationFrame(check);
      };
      check();
    }),
    async armTap(selector, armedConditions) {
      const control = firstVisible(selector);
      if (!control) return null;
      const box = control.getBoundingClientRect();
      if (box.top < 0 || box.bottom > innerHeight) {
        control.scrollIntoView({ block: 'center', behavior: 'instant' });
        await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));
      }
      const onScreen = control.getBoundingClientRect();
      window.__bench.arm(armedConditions, 'pointerdown', control);
      return { x: onScreen.left + onScreen.width / 2, y: onScreen.top + onScreen.height / 2 };
    },
    arm(armedConditions, armedTrigger, armedTarget) {
      conditions = armedConditions;
      trigger = armedTrigger;
      target = armedTarget;
      start = undefined;
      inputDelay = 0;
      behaviorLive = null;
      settled = undefined;
      // Lines the page's clock up with a trace of the run, to find when the input was handed to the page (inputHandover.ts).
      performance.mark(armedMark);
      timer = setTimeout(() => finish(null), timeoutMs);
    },
    armAtFirstPaint(armedConditions, reveal) {
      window.__bench.arm(armedConditions, 'firstpaint', null);
      // Armed before the page's scripts run. Frame callbacks run before their frame is painted, so an
      // answer seen in the first one was on screen with the first paint: it took no time.
      let heldAt: number | undefined;
      let paintedAt: number | undefined;
      const settleWhenBoth = () => {
        if (heldAt === undefined || paintedAt === undefined) return;
        start = paintedAt;
        finish(Math.max(heldAt, paintedAt));
      };
      const watch = () => requestAnimationFrame((frameAt) => {
        if (settled) return;
        if (conditions.every(holds)) {
          heldAt = frameAt;
          settleWhenBoth();
        } else watch();
      });
      new PerformanceObserver((list, observer) => {
        const paint = list.getEntries().find((entry) => entry.name === 'first-paint');
        if (!paint) return;
        observer.disconnect();
        paintedAt = paint.startTime;
        settleWhenBoth();
      }).observe({ type: 'paint', buffered: true });
      // Watched from the document's start, not from DOMContentLoaded: a long page is painted while it is
      // still being parsed, and what that paint showed counts.
      watch();
      const revealAtLoad = () => {
        if (reveal) document.querySelector(reveal)?.scrollIntoView({ block: 'center', behavior: 'instant' });
      };
      if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', revealAtLoad, { once: true });
      else revealAtLoad();
    },
    // May be asked before a step armed at load has begun: the answer then comes when it settles.
    result() {
      return settled ? Promise.resolve(settled) : new Promise((resolve) => (waiting = resolve));
    },
  };
}

/**
 * The probe as init-script source. Build tools that keep function names (tsx) wrap inner functions
 * in a `__name` helper the page does not have; the shim stands in for it.
 */
export const probeScript = `globalThis.__name ??= (fn) => fn;\n(${installProbe.toString()})(${ANSWER_TIMEOUT_MS}, ${JSON.stringify(ARMED_MARK)});`;
