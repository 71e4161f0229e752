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
    const left = gate.run(leaver, { signal: leaving.signal });
    leaving.abort(new Error('the client left'));
    await expect(left).rejects.toThrow('the client left');
    expect(gate.counts).toEqual({ running: 1, waiting: 0 });
    first.end();
    await firstDone;
    expect(leaver).not.toHaveBeenCalled();
    await expect(gate.run(async () => 'x', { signal: AbortSignal.abort(new Error('gone before')) })).rejects.toThrow(
      'gone before',
    );
  });

  it('keeps a running task running when its signal aborts, and frees the slot when it fails', async () => {
    vi.useFakeTimers();
    const gate = new SlotGate({ running: 1, waiting: 1, waitMs: 1_000 });
    const task = heldTask();
    const leaving = new AbortController();
    const running = gate.run(task.ran, { signal: leaving.signal });
    const rejected = expect(running).rejects.toThrow('it broke');
    leaving.abort();
    // Past waitMs too: the wait's timer stopped when the task started.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(gate.counts).toEqual({ running: 1, waiting: 0 });
    task.fail(new Error('it broke'));
    await rejected;
    expect(await gate.run(async () => 'after')).toBe('after');
  });

  it("gives a client perClient places: its next task waits in its own line, another client's takes a slot", async () => {
    const gate = new SlotGate({ running: 2, waiting: 1, waitMs: 60_000, perClient: 1, perClientWaiting: 1 });
    const a1 = heldTask();
    const a2 = heldTask();
    const a1Done = gate.run(a1.ran, { client: 'a' });
    const a2Done = gate.run(a2.ran, { client: 'a' });
    // a's second holds no place of the gate's: b's task gets the free slot, c's the shared line.
    expect(gate.counts).toEqual({ running: 1, waiting: 0 });
    await expect(gate.run(async () => 'a3', { client: 'a' })).rejects.toEqual(new GateBusy('client'));
    const b1 = heldTask();
    const b1Done = gate.run(b1.ran, { client: 'b' });
    const c1Done = gate.run(async () => 'c1', { client: 'c' });
    expect(gate.counts).toEqual({ running: 2, waiting: 1 });
    expect(a2.ran).not.toHaveBeenCalled();

    a1.end();
    expect(await a1Done).toBe('done');
    // The freed slot goes to c, who was in the shared line; a's second enters the gate behind it.
    expect(await c1Done).toBe('c1');
    await vi.waitFor(() => expect(a2.ran).toHaveBeenCalled());
    a2.end();
    b1.end();
    expect([await a2Done, await b1Done]).toEqual(['done', 'done']);
    expect(gate.counts).toEqual({ running: 0, waiting: 0 });
    // Nothing of a is left: it has its place again.
    expect(await gate.run(async () => 'again', { client: 'a' })).toBe('again');
  });

  it("refuses a task that waited waitMs in its client's line, and lets one leave it with its signal", async () => {
    vi.useFakeTimers();
    const gate = new SlotGate({ running: 2, waiting: 2, waitMs: 1_000, perClient: 1, perClientWaiting: 2 });
    const first = heldTask();
    void gate.run(first.ran, { client: 'a' });
    const leaving = new AbortController();
    const leaver = vi.fn(async () => 'ran');
    const left = gate.run(leaver, { client: 'a', signal: leaving.signal });
    const waited = gate.run(async () => 'never', { client: 'a' });
    const refused = expect(waited).rejects.toEqual(new GateBusy('waited'));
    leaving.abort(new Error('the client left'));
    await expect(left).rejects.toThrow('the client left');
    await vi.advanceTimersByTimeAsync(1_000);
    await refused;
    first.end();
    expect(leaver).not.toHaveBeenCalled();
  });

  it("refuses a task at once when the gate is full, even one that has room in its client's line", async () => {
    const gate = new SlotGate({ running: 1, waiting: 0, waitMs: 60_000, perClient: 1, perClientWaiting: 2 });
    const first = heldTask();
    const firstDone = gate.run(first.ran, { client: 'a' });
    await expect(gate.run(async () => 'a2', { client: 'a' })).rejects.toEqual(new GateBusy('full'));
    await expect(gate.run(async () => 'b1', { client: 'b' })).rejects.toEqual(new GateBusy('full'));
    first.end();
    expect(await firstDone).toBe('done');
  });
});
