import autocannon, { type Client } from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  /** Every answer of the measured run, each connection's first included. */
  p50: number;
  p99: number;
  /**
   * p99 of the answers on connections the server had already answered once: the latency of a
   * request on an accepted connection, without the wait to be accepted (see `waitingConnections`).
   */
  p99Accepted: number;
  /**
   * Connections first answered after a second or never in the run: they waited in the listen
   * socket's accept queue. Under saturation a Node process accepts one connection per event-loop
   * turn (libuv ≥ 1.45), so a burst of new connections is taken in slowly while accepted ones are
   * served; a keep-alive proxy in front holds few connections open instead.
   */
  waitingConnections: number;
  /** Requests without an answer after autocannon's 10 s: connections still waiting to be accepted. */
  timeouts: number;
  /** Connection errors other than timeouts. */
  errors: number;
  non2xx: number;
  /** Requests answered in the measured run (not the warm-up). */
  total: number;
}

const SLOW_FIRST_ANSWER_MS = 1000;

/**
 * autocannon against loopback URLs (several: the connections are spread over them, e.g. one per
 * app process); a warm-up second first. No request carries If-None-Match: every answer is whole.
 */
export async function load(options: {
  url: string | string[];
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
  seconds: number;
  connections: number;
  /** Called after the warm-up, right before the measured run (e.g. to read CPU counters). */
  beforeRun?: () => void;
}): Promise<LoadResult> {
  const run = (duration: number) =>
    autocannon({
      url: options.url,
      method: options.method ?? 'GET',
      body: options.body,
      headers: options.headers,
      connections: options.connections,
      duration,
    });
  await run(1);
  options.beforeRun?.();
  const measured = run(options.seconds);
  const answered = new Set<Client>();
  const accepted: number[] = [];
  let slowFirstAnswers = 0;
  measured.on('response', (client, _status, _bytes, responseTime) => {
    if (answered.has(client)) accepted.push(responseTime);
    else {
      answered.add(client);
      if (responseTime > SLOW_FIRST_ANSWER_MS) slowFirstAnswers += 1;
    }
  });
  const result = await measured;
  accepted.sort((a, b) => a - b);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    p99Accepted: Math.round(accepted[Math.floor(accepted.length * 0.99)] ?? 0),
    waitingConnections: slowFirstAnswers + (options.connections - answered.size),
    // autocannon counts a timeout among its errors too.
    timeouts: result.timeouts,
    errors: result.errors - result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}
