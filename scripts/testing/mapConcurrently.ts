/**
 * Runs a task over many items a few at a time: a browser test spends most of a page's time
 * waiting for it to load, waits that pages loading side by side share.
 */

/**
 * `task` of every item, at most `limit` running at once; the results in the items' order. After a
 * task fails no other starts, and the first failure is thrown once those running have ended, so
 * nothing is left running behind the caller (a page still opening after its test has failed).
 */
export async function mapConcurrently<Item, Result>(items: readonly Item[], limit: number, task: (item: Item) => Promise<Result>): Promise<Result[]> {
  const results: Result[] = [];
  // One iterator shared by the workers: each takes the next item as it finishes one.
  const queue = items.entries();
  let failed = false;
  const worker = async () => {
    for (const [index, item] of queue) {
      if (failed) return;
      try {
        results[index] = await task(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const workers = await Promise.allSettled(Array.from({ length: Math.min(limit, items.length) }, worker));
  const failure = workers.find((outcome) => outcome.status === 'rejected');
  if (failure) throw failure.reason;
  return results;
}
