import PQueue from 'p-queue';

export interface SlotGateOptions {
  /** Tasks run at once. */
  running: number;
  /** Tasks that may wait for a slot, in arrival order; more are refused at once. */
  waiting: number;
  /** How long a task waits for a slot before it is refused. */
  waitMs: number;
}

/** The gate refused a task: its line was full, or the task waited `waitMs` without a slot. */
export class GateBusy extends Error {
  constructor(readonly reason: 'full' | 'waited') {
    super(reason === 'full' ? 'no place in line' : 'waited too long for a slot');
  }
}

/**
 * A process's slots for one kind of costly work (a search statement, a whole-list export), on
 * p-queue: a few run, a bounded line waits in arrival order, and a task that gives up waiting (its
 * wait ran out, or its `signal` aborted: the client left) leaves the line at once, so it holds
 * nobody's place.
 */
export class SlotGate {
  private readonly queue: PQueue;

  constructor(private readonly options: SlotGateOptions) {
    this.queue = new PQueue({ concurrency: options.running });
  }

  /**
   * Runs `task` in a slot, holding it until the task settles. Rejects with GateBusy when there is
   * no place in line or no slot came within `waitMs`, and with `signal`'s reason when it aborts
   * while the task waits (a running task is the task's own business).
   */
  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (this.full) return Promise.reject(new GateBusy('full'));
    // A free slot and nobody before it: the task starts now, with no wait to bound and no line to leave.
    if (this.queue.pending < this.options.running && this.queue.size === 0 && !signal?.aborted) {
      return this.queue.add(task);
    }
    const line = new AbortController();
    const timer = setTimeout(() => line.abort(new GateBusy('waited')), this.options.waitMs);
    const leave = () => line.abort(signal?.reason);
    signal?.addEventListener('abort', leave, { once: true });
    const stopWaiting = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', leave);
    };
    if (signal?.aborted) leave();
    const ran = this.queue.add(
      () => {
        stopWaiting();
        return task();
      },
      { signal: line.signal },
    );
    return ran.finally(stopWaiting);
  }

  /** Every slot taken and the line full: a task would be refused now. */
  get full(): boolean {
    return this.queue.pending >= this.options.running && this.queue.size >= this.options.waiting;
  }

  /** Tasks running and waiting now (for tests and metrics). */
  get counts(): { running: number; waiting: number } {
    return { running: this.queue.pending, waiting: this.queue.size };
  }
}
