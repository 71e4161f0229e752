import { afterEach, describe, expect, it, vi } from 'vitest';
import { GateBusy, SlotGate } from '../../server/core/slot-gate.js';

/** A task the test ends: `end()` resolves it, `fail()` rejects it. */
function heldTask() {
  let end = () => undefined as void;
  let fail = (_error: Error) => undefined as void;
  const ran = vi.fn(
    () =>
      new Promise<string>((resolve, reject) => {
        end = () => resolve('done');
        fail = reject;
      }),
  );
  return { ran, end: () => end(), fail: (error: Error) => fail(error) };
}

afterEach(() => vi.useRealTimers());

describe('SlotGate', () => {
  it('runs up to its slots, keeps the next in arrival order and refuses past the line', async () => {
    const gate = new SlotGate({ running: 1, waiting: 1, waitMs: 60_000 });
    const first = heldTask();
    const second = heldTask();
    const firstDone = gate.run(first.ran);
    const secondDone = gate.run(second.ran);
    expect(gate.counts).toEqual({ running: 1, waiting: 1 });
    await expect(gate.run(async () => 'third')).rejects.toEqual(new GateBusy('full'));
    expect(second.ran).not.toHaveBeenCalled();

    first.end();
    expect(await firstDone).toBe('done');
    await vi.waitFor(() => expect(second.ran).toHaveBeenCalled());
    second.end();
    expect(await secondDone).toBe('done');
    expect(gate.counts).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a task that waited waitMs, and its place is free at once', async () => {
    vi.useFakeTimers();
    const gate = new SlotGate({ running: 1, waiting: 1, waitMs: 1_000 });
    const first = heldTask();
    void gate.run(first.ran);
    const waited = gate.run(async () => 'never');
    const refused = expect(waited).rejects.toEqual(new GateBusy('waited'));
    await vi.advanceTimersByTimeAsync(1_000);
    await refused;
    expect(gate.counts).toEqual({ running: 1, waiting: 0 });
    // The place is taken by the next, which runs when the slot frees.
    const next = gate.run(async () => 'next');
    first.end();
    expect(await next).toBe('next');
  });

  it('lets a waiting task leave with its signal: it never runs and holds no place', async () => {
    const gate = new SlotGate({ running: 1, waiting: 1, waitMs: 60_000 });
    const first = heldTask();
    const firstDone = gate.run(first.ran);
    const leaving = new AbortController();
    const leaver = vi.fn(async () => 'ran');
    const left = gate.run(leaver, leaving.signal);
    leaving.abort(new Error('the client left'));
    await expect(left).rejects.toThrow('the client left');
    expect(gate.counts).toEqual({ running: 1, waiting: 0 });
    first.end();
    await firstDone;
    expect(leaver).not.toHaveBeenCalled();
    await expect(gate.run(async () => 'x', AbortSignal.abort(new Error('gone before')))).rejects.toThrow('gone before');
  });

  it('keeps a running task running when its signal aborts, and frees the slot when it fails', async () => {
    vi.useFakeTimers();
    const gate = new SlotGate({ running: 1, waiting: 1, waitMs: 1_000 });
    const task = heldTask();
    const leaving = new AbortController();
    const running = gate.run(task.ran, leaving.signal);
    const rejected = expect(running).rejects.toThrow('it broke');
    leaving.abort();
    // Past waitMs too: the wait's timer stopped when the task started.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(gate.counts).toEqual({ running: 1, waiting: 0 });
    task.fail(new Error('it broke'));
    await rejected;
    expect(await gate.run(async () => 'after')).toBe('after');
  });
});
