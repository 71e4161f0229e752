import { describe, expect, it } from 'vitest';
import { eachLimited } from '../../server/core/each-limited.js';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('eachLimited', () => {
  it('runs every item with at most `limit` in flight', async () => {
    let inFlight = 0;
    let most = 0;
    const done: number[] = [];
    await eachLimited([5, 1, 3, 1, 2, 4, 1], 3, async (ms, index) => {
      inFlight++;
      most = Math.max(most, inFlight);
      await tick(ms);
      inFlight--;
      done.push(index);
    });
    expect(most).toBe(3);
    expect(done.sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('starts nothing after a failure and rejects only once every started item has settled', async () => {
    const started: number[] = [];
    let running = 0;
    const failure = await eachLimited([1, 2, 3, 4, 5, 6], 2, async (item) => {
      started.push(item);
      running++;
      await tick(item === 1 ? 1 : 20);
      running--;
      if (item === 1) throw new Error('first fails');
    }).catch((error: Error) => error);
    expect((failure as Error).message).toBe('first fails');
    expect(running).toBe(0);
    expect(started).toEqual([1, 2]);
  });
});
