/**
 * Runs `task` over `items` with at most `limit` in flight (a pool, not batches: one slow item
 * does not hold the others back). After the first failure no new item starts; every started one
 * settles before this rejects, so nothing still runs when the caller cleans up.
 */
export async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (next < items.length && !failed) {
      const index = next++;
      try {
        await task(items[index]!, index);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const outcomes = await Promise.allSettled(Array.from({ length: Math.min(limit, items.length) }, worker));
  const failure = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failure) throw failure.reason;
}
