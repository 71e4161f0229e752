import PQueue from 'p-queue';

export interface SlotGateOptions {
  /** Tasks run at once. */
  running: number;
  /** Tasks that may wait for a slot, in arrival order; more are refused at once. */
  waiting: number;
  /** How long a task waits for a slot before it is refused. */
  waitMs: number;
  /**
   * Places one client's tasks may take in the gate at once (running or waiting in the shared line);
   * its further tasks wait in a line of their own for one of its places (no bound without).
   */
  perClient?: number;
  /** Places in a client's own line; a task past them is refused (GateBusy 'client'). 0 by default. */
  perClientWaiting?: number;
}

/** What a task brings besides its work. */
export interface SlotTaskOptions {
  /** Aborts while the task waits (the client left): it leaves the line and never runs. */
  signal?: AbortSignal;
  /** Who the task is for (clientKey), counted against `perClient`. */
  client?: string;
}

const BUSY_REASONS = {
  full: 'no place in line',
  waited: 'waited too long for a slot',
  client: "no place in the client's own line",
};

/**
 * The gate refused a task: its line was full, the task waited `waitMs` without a slot, or its client
 * had `perClient` tasks in the gate and its own line was full.
 */
export class GateBusy extends Error {
  constructor(readonly reason: keyof typeof BUSY_REASONS) {
    super(BUSY_REASONS[reason]);
  }
}

/**
 * A process's slots for one kind of costly work (a search statement, a whole-list export), on
 * p-queue: a few run, a bounded line waits in arrival order, and a task that gives up waiting (its
 * wait ran out, or its `signal` aborted: the client left) leaves the line at once, so it holds
 * nobody's place. With `perClient`, one client's tasks hold at most that many places in the gate,
 * running or waiting; the rest wait in a line of the client's own (a SlotGate of its own, there
 * only while the client has tasks), so a client within its rate limit cannot take every slot and
 * the whole line from everyone else. A task waits `waitMs` at most in each line.
 */
export class SlotGate {
  private readonly queue: PQueue;
  /** Each client's own line, with `perClient`, while it has tasks. */
  private readonly clientLines = new Map<string, SlotGate>();

  constructor(private readonly options: SlotGateOptions) {
    this.queue = new PQueue({ concurrency: options.running });
  }

  /**
   * Runs `task` in a slot, holding it until the task settles. Rejects with GateBusy when there is
   * no place in line, its client has its share, or no slot came within `waitMs`, and with `signal`'s
   * reason when it aborts while the task waits (a running task is the task's own business).
   */
  run<T>(task: () => Promise<T>, { signal, client }: SlotTaskOptions = {}): Promise<T> {
    // A full gate refuses at once, even a task that would first wait in its client's line.
    if (this.full) return Promise.reject(new GateBusy('full'));
    const { perClient, perClientWaiting = 0, waitMs } = this.options;
    if (perClient === undefined || client === undefined) return this.admit(task, signal);
    let own = this.clientLines.get(client);
    if (!own) {
      own = new SlotGate({ running: perClient, waiting: perClientWaiting, waitMs });
      this.clientLines.set(client, own);
    }
    if (own.full) return Promise.reject(new GateBusy('client'));
    const line = own;
    return line
      .run(() => this.admit(task, signal), { signal })
      .finally(() => {
        if (line.idle && this.clientLines.get(client) === line) this.clientLines.delete(client);
      });
  }

  private admit<T>(task: () => Promise<T>, signal: AbortSignal | undefined): Promise<T> {
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

  /** Nothing running or waiting. */
  private get idle(): boolean {
    return this.queue.pending === 0 && this.queue.size === 0;
  }

  /** Tasks running and waiting now (for tests and metrics). */
  get counts(): { running: number; waiting: number } {
    return { running: this.queue.pending, waiting: this.queue.size };
  }
}
