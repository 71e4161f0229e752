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
  /** One of the run's connections (the same object for each of its answers). */
  export type Client = object;
  /** A run: awaited for its result, and an emitter of each answer meanwhile. */
  interface Instance extends PromiseLike<Result> {
    on(
      event: 'response',
      listener: (client: Client, statusCode: number, resBytes: number, responseTime: number) => void,
    ): this;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}
