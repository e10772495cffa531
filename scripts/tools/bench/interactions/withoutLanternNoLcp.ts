/**
 * Runs `report` without the stack Lighthouse's trace engine prints for each timespan whose load-time
 * model finds no LCP ("LanternError: NO_LCP", Processor.js logs every Lantern error it does not expect):
 * that model serves the load metrics, not Interaction to Next Paint, which comes out the same.
 */
export async function withoutLanternNoLcp<T>(report: () => Promise<T>): Promise<T> {
  const print = console.error;
  console.error = (...args: unknown[]) => {
    const [first] = args;
    if (args.length === 1 && first instanceof Error && first.constructor.name === 'LanternError' && first.message === 'NO_LCP') return;
    print(...args);
  };
  try {
    return await report();
  } finally {
    console.error = print;
  }
}
