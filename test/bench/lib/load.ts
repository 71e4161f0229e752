import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** Requests answered in the measured run (not the warm-up). */
  total: number;
}

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
  const result = await run(options.seconds);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}
