// autocannon ships no types; the bench uses this much of it.
declare module 'autocannon' {
  interface Options {
    /** Several URLs: the connections are spread over them. */
    url: string | string[];
    method?: string;
    body?: string;
    headers?: Record<string, string>;
    connections?: number;
    duration?: number;
  }
  interface Result {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
