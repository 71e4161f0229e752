import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { logger } from '../logger.js';
import { GRAPHQL_ERROR_CODES } from '../graphql/format-error.js';
import type { FinishedRequest } from './access-log.js';

/**
 * Which part of the portal a request hit. A fixed set, so a client cannot add label values (and
 * series) by sending new paths; the method is bounded the same way.
 */
export type Surface = 'graphql' | 'api' | 'asset' | 'certificate' | 'page';
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export function surfaceOf(path: string): Surface {
  if (path === '/graphql' || path.startsWith('/graphql/')) return 'graphql';
  if (path.startsWith('/api/')) {
    // Certificate PDFs (/api/{certificates}/{id}/file: whole files) have their own latency profile.
    return path.endsWith('/file') ? 'certificate' : 'api';
  }
  if (path.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(path)) return 'asset';
  return 'page';
}

/** Everything the process reports besides its requests, read when Prometheus scrapes. */
export interface MetricSources {
  requestsInFlight(): number;
  /** The database pool's connections; null when the pool cannot say. */
  pool(): { used: number; free: number; pending: number } | null;
  /** Jobs by task and state, from the queue in PostgreSQL (the same for every process). */
  jobs(): Promise<JobCount[]>;
}

export interface JobCount {
  task: string;
  /** due: waiting to run now; scheduled: waiting for a later retry; running: locked; failed: out of attempts. */
  state: 'due' | 'scheduled' | 'running' | 'failed';
  count: number;
  /** For `due`: seconds since the oldest of them became due (how far the queue is behind). */
  oldestSeconds: number;
}

/** Seconds: a cached public answer takes about 1 ms, an upload check several seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * Prometheus metrics of one process: requests by surface, method and status with their latency,
 * GraphQL answers' errors by code, requests cut off by the client, the database pool, the job
 * queue (mail included) and Node's own (CPU, memory, event loop delay, GC).
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'surface' | 'method' | 'code'>;
  private readonly duration: Histogram<'surface'>;
  private readonly aborted: Counter<'surface'>;
  private readonly graphqlErrors: Counter<'code'>;

  constructor(sources: MetricSources) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Counter({
      name: 'portal_http_requests_total',
      help: 'Answered requests by surface, method and status code.',
      labelNames: ['surface', 'method', 'code'],
      registers,
    });
    this.duration = new Histogram({
      name: 'portal_http_request_duration_seconds',
      help: 'Time from a request’s arrival until its answer was handed to the kernel.',
      labelNames: ['surface'],
      buckets: DURATION_BUCKETS,
      registers,
    });
    this.aborted = new Counter({
      name: 'portal_http_requests_aborted_total',
      help: 'Requests whose client went away before the answer was complete.',
      labelNames: ['surface'],
      registers,
    });
    this.graphqlErrors = new Counter({
      name: 'portal_graphql_errors_total',
      help: 'Errors in GraphQL answers by code (GraphQL answers them with status 200).',
      labelNames: ['code'],
      registers,
    });
    stateGauges(registers, sources);
  }

  /** Called once per finished request (access-log.ts). */
  readonly observe = (request: FinishedRequest): void => {
    const surface = surfaceOf(request.path);
    if (request.aborted) {
      this.aborted.inc({ surface });
      return;
    }
    const method = METHODS.has(request.method) ? request.method : 'OTHER';
    this.requests.inc({ surface, method, code: String(request.status) });
    this.duration.observe({ surface }, request.ms / 1000);
    for (const code of request.graphqlErrors ?? [])
      this.graphqlErrors.inc({ code: GRAPHQL_ERROR_CODES.has(code) ? code : 'OTHER' });
  };
}

/**
 * What the process and the queue are doing at a scrape: requests in flight, the pool, the job queue
 * (read once per scrape) and whether PostgreSQL answered.
 */
function stateGauges(registers: Registry[], sources: MetricSources): void {
  new Gauge({
    name: 'portal_http_requests_in_flight',
    help: 'Requests being answered now.',
    registers,
    collect() {
      this.set(sources.requestsInFlight());
    },
  });
  new Gauge({
    name: 'portal_db_pool_connections',
    help: 'Connections of this process’s database pool: used, free, and acquisitions waiting for one.',
    labelNames: ['state'],
    registers,
    collect() {
      const pool = sources.pool();
      if (!pool) return;
      for (const state of ['used', 'free', 'pending'] as const) this.set({ state }, pool[state]);
    },
  });
  // One read of the queue per scrape, shared by the three gauges below (prom-client collects
  // every metric of a scrape at once); null when PostgreSQL could not be read.
  let reading: Promise<JobCount[] | null> | null = null;
  const readJobs = () =>
    (reading ??= sources
      .jobs()
      .catch((err: unknown) => {
        logger.warn({ err }, 'metrics: the job queue could not be read');
        return null;
      })
      .finally(() => {
        reading = null;
      }));
  new Gauge({
    name: 'portal_jobs',
    help: 'Jobs in the queue by task and state (the queue is shared: every process reports the same).',
    labelNames: ['task', 'state'],
    registers,
    async collect() {
      const jobs = await readJobs();
      this.reset();
      for (const job of jobs ?? []) this.set({ task: job.task, state: job.state }, job.count);
    },
  });
  new Gauge({
    name: 'portal_jobs_oldest_due_seconds',
    help: 'Age of the oldest job waiting to run now, by task (0 when none waits).',
    labelNames: ['task'],
    registers,
    async collect() {
      const jobs = await readJobs();
      this.reset();
      for (const job of jobs ?? []) if (job.state === 'due') this.set({ task: job.task }, job.oldestSeconds);
    },
  });
  new Gauge({
    name: 'portal_database_up',
    help: '1 when the job queue could be read from PostgreSQL at this scrape, else 0.',
    registers,
    async collect() {
      this.set((await readJobs()) ? 1 : 0);
    },
  });
}

/**
 * GET /metrics on a port of its own (METRICS_PORT), so the load balancer never routes to it:
 * Prometheus scrapes each process there. Resolves once listening.
 */
export async function serveMetrics(metrics: Metrics, port: number, host: string): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('not found\n');
      return;
    }
    metrics.registry.metrics().then(
      (body) => res.writeHead(200, { 'Content-Type': metrics.registry.contentType }).end(body),
      (err: unknown) => {
        logger.error({ err }, 'metrics: scrape failed');
        res.writeHead(500).end();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port: bound } = server.address() as AddressInfo;
  logger.info({ port: bound }, `metrics served on ${bound}`);
  return server;
}
