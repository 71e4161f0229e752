import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../helpers/test-app.js';
import { startPortal, type PortalProcess } from '../../ops/lib/portal-process.js';

let portal: PortalProcess | undefined;
afterAll(async () => {
  portal?.kill('SIGTERM');
  await portal?.exited;
  if (portal) fs.rmSync(portal.dataDir, { recursive: true, force: true });
});

/** One sample's value from a Prometheus text exposition, or undefined when the series is absent. */
function sample(exposition: string, series: string): number | undefined {
  const line = exposition.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const value = await read();
    if (done(value) || attempt === 100) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('Prometheus metrics (METRICS_PORT)', () => {
  it('count requests by surface and status on a port of their own, with the pool, the job queue and Node', async () => {
    portal = await startPortal({ env: { DATABASE_URL: await createTestDatabase(), METRICS_PORT: '0' } });
    const metricsPort = Number(/metrics served on (\d+)/.exec(portal.output())?.[1]);
    const scrape = async () => {
      const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      return res.text();
    };

    // Every gauge is read in the scrape that reports it, the first one included.
    const first = await scrape();
    expect(sample(first, 'portal_jobs{task="send_mail",state="failed"}')).toBe(0);
    expect(sample(first, 'portal_database_up')).toBe(1);

    for (let i = 0; i < 2; i++) expect((await fetch(`${portal.baseUrl}/api/cogeneration_systems`)).status).toBe(200);
    const graphql = await fetch(`${portal.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Apollo-Require-Preflight': 'true' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(graphql.status).toBe(200);
    // An error in a GraphQL answer (status 200 all the same) is counted by its code.
    const missing = await fetch(`${portal.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Apollo-Require-Preflight': 'true' },
      body: JSON.stringify({ query: '{ publicDevice(category: solar_systems, id: 4711) { id } }' }),
    });
    expect(missing.status).toBe(200);
    expect(((await missing.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code).toBe(
      'NOT_FOUND',
    );
    // A path a client made up is counted under its surface, never as a label of its own.
    expect((await fetch(`${portal.baseUrl}/api/made-up-path-4711`)).status).toBe(404);
    // The app's own port has no metrics (the load balancer routes there).
    expect(await (await fetch(`${portal.baseUrl}/metrics`)).text()).not.toContain('portal_http_requests_total');

    // The housekeeping job ran at start and waits for its next round, 10 minutes on.
    const text = await until(scrape, (t) => sample(t, 'portal_jobs{task="housekeeping",state="scheduled"}') === 1);
    expect(sample(text, 'portal_http_requests_total{surface="api",method="GET",code="200"}')).toBe(2);
    expect(sample(text, 'portal_http_requests_total{surface="api",method="GET",code="404"}')).toBe(1);
    expect(sample(text, 'portal_http_requests_total{surface="graphql",method="POST",code="200"}')).toBe(2);
    expect(sample(text, 'portal_graphql_errors_total{code="NOT_FOUND"}')).toBe(1);
    expect(sample(text, 'portal_http_request_duration_seconds_count{surface="api"}')).toBe(3);
    expect(text).not.toContain('made-up-path');
    expect(sample(text, 'portal_jobs{task="housekeeping",state="scheduled"}')).toBe(1);
    expect(sample(text, 'portal_jobs{task="send_mail",state="failed"}')).toBe(0);
    expect(sample(text, 'portal_jobs_oldest_due_seconds{task="send_mail"}')).toBe(0);
    expect(sample(text, 'portal_database_up')).toBe(1);
    expect(sample(text, 'portal_db_pool_connections{state="used"}')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'portal_http_requests_in_flight')).toBe(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');

    expect((await fetch(`http://127.0.0.1:${metricsPort}/`)).status).toBe(404);
    portal.kill('SIGTERM');
    expect(await portal.exited).toBe(0);
  }, 120_000);
});
