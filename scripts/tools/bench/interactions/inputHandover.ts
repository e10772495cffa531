/**
 * When Chromium handed a step's input to the page, read from a trace of the run.
 *
 * A tap sent through DevTools (Input.dispatchTouchEvent) is stamped when the command reaches the
 * browser, and the browser then holds it, as a synthetic pointer action, until the page's throttled
 * renderer has acknowledged its frames: 35–76 ms in traces of the bench's taps on this machine, while
 * the page's main thread was idle. A finger on a phone has no such wait: the system
 * passes the touch to the browser, and the browser to the page, at once. So a step's clock starts
 * at the later of the input's own timestamp and this hand-over (`InputRouterImpl::FilterAndSendWebInputEvent`),
 * and time the page spends busy before its listeners run still counts, as in INP.
 */

/** What the trace records: the browser's input routing, and the probe's mark to align the clocks. */
export const HANDOVER_TRACE_CATEGORIES = ['input', 'blink.user_timing'];
/** The mark the probe sets as it arms a step (pageProbe.ts), just before the input is sent. */
export const ARMED_MARK = 'bench:armed';

/** The events that start a step's input: the first one the browser sends after the probe armed. */
const INPUT_STARTS = new Set(['TouchStart', 'MouseDown', 'RawKeyDown', 'KeyDown']);

/** The fields of a Chrome trace event read here. */
export interface TraceEvent {
  name: string;
  /** Microseconds on the trace's clock, which all processes share. */
  ts: number;
  args?: { type?: string; data?: { startTime?: number } };
}

/**
 * When the browser sent the first input after the last ARMED_MARK, in the page's clock (ms, as
 * performance.now()); undefined when the trace holds no such mark or input.
 */
export function inputHandedOver(events: TraceEvent[]): number | undefined {
  const mark = events.filter((event) => event.name === ARMED_MARK && typeof event.args?.data?.startTime === 'number').at(-1);
  const markedAt = mark?.args?.data?.startTime;
  if (!mark || markedAt === undefined) return undefined;
  const sent = events
    .filter((event) => event.name === 'InputRouterImpl::FilterAndSendWebInputEvent' && event.ts >= mark.ts && INPUT_STARTS.has(event.args?.type ?? ''))
    .sort((a, b) => a.ts - b.ts)[0];
  return sent ? markedAt + (sent.ts - mark.ts) / 1000 : undefined;
}
