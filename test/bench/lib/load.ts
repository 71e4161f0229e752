import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** autocannon against one loopback URL; a warm-up second first. */
export async function load(options: {
  url: string;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
  seconds: number;
  connections: number;
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
  const result = await run(options.seconds);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
