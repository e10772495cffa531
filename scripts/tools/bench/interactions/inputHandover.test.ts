import { describe, expect, it } from 'vitest';
import { ARMED_MARK, inputHandedOver, type TraceEvent } from './inputHandover.ts';

const mark = (ts: number, startTime: number): TraceEvent => ({ name: ARMED_MARK, ts, args: { data: { startTime } } });
const sent = (ts: number, type: string): TraceEvent => ({ name: 'InputRouterImpl::FilterAndSendWebInputEvent', ts, args: { type } });

describe('inputHandedOver', () => {
  it('gives when the browser sent the touch, in the page clock of the mark', () => {
    // Marked at 2,000 ms of the page's clock; the touch left the browser 48.5 ms of trace time later.
    const events = [mark(10_000_000, 2000), sent(10_040_000, 'MouseMove'), sent(10_048_500, 'TouchStart'), sent(10_052_000, 'TouchEnd')];
    expect(inputHandedOver(events)).toBeCloseTo(2048.5, 6);
  });

  it('takes a key press as the start of a key step', () => {
    expect(inputHandedOver([mark(5_000, 100), sent(7_000, 'RawKeyDown'), sent(9_000, 'Char')])).toBeCloseTo(102, 6);
  });

  it('ignores inputs sent before the last mark, which belong to an earlier step', () => {
    const events = [mark(1_000, 10), sent(2_000, 'TouchStart'), mark(50_000, 59), sent(80_000, 'TouchStart')];
    expect(inputHandedOver(events)).toBeCloseTo(89, 6);
  });

  it('finds the first input even when the trace lists events out of order', () => {
    expect(inputHandedOver([sent(9_000, 'TouchStart'), mark(1_000, 0), sent(4_000, 'TouchStart')])).toBeCloseTo(3, 6);
  });

  it('gives nothing without a mark or without an input after it', () => {
    expect(inputHandedOver([sent(2_000, 'TouchStart')])).toBeUndefined();
    expect(inputHandedOver([mark(5_000, 100), sent(9_000, 'TouchEnd')])).toBeUndefined();
  });
});
