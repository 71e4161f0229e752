import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { logger } from '../../../server/core/logger.js';
import { superviseWorker, WORKER_APPLICATION_NAME } from '../../../server/modules/jobs/worker.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

/** The connections of the database that LISTEN for graphile-worker's notifications. */
async function listeners(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity where datname = current_database() and query like 'LISTEN "jobs:insert"%'`,
  );
  return rows[0]!.n;
}

/** The worker's open connections (its pool names them). */
async function workerConnections(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = $1`,
    [WORKER_APPLICATION_NAME],
  );
  return rows[0]!.n;
}

/** A supervised worker of the test's database, once it LISTENs for new jobs. */
async function listeningWorker(client: pg.Client) {
  const worker = await superviseWorker({
    connectionString: t.databaseUrl,
    orm: t.orm,
    services: t.services,
    concurrency: 1,
    pollIntervalMs: 60_000,
  });
  await vi.waitUntil(async () => (await listeners(client)) === 1, { timeout: 10_000, interval: 50 });
  return worker;
}

describe('the supervised job worker', () => {
  it('closes every connection of its own on stop()', async () => {
    const client = new pg.Client({ connectionString: t.databaseUrl });
    await client.connect();
    try {
      const worker = await listeningWorker(client);
      expect(await workerConnections(client)).toBeGreaterThan(0);

      await worker.stop();
      // The pool is ours and ended by stop() (graphile-worker's own was ended without waiting, its
      // error listener removed first: an idle connection that PostgreSQL's shutdown failed then was an
      // uncaught exception). A backend leaves pg_stat_activity a moment after its socket closes.
      await vi.waitUntil(async () => (await workerConnections(client)) === 0, { timeout: 10_000, interval: 50 });
    } finally {
      await client.end();
    }
  });

  it('logs a runner that ended by itself on purpose, and still stops cleanly (exit 0 on SIGTERM)', async () => {
    const client = new pg.Client({ connectionString: t.databaseUrl });
    await client.connect();
    const errors = vi.spyOn(logger, 'error');
    const exitCode = process.exitCode;
    try {
      const worker = await listeningWorker(client);

      // What a process of a newer release sends after a breaking migration of graphile-worker's schema.
      await client.query(`select pg_notify('worker:migrate', '{"breaking":true,"migrationNumber":999}')`);
      await vi.waitUntil(() => errors.mock.calls.some(([message]) => String(message).includes('ended by itself')), {
        timeout: 10_000,
        interval: 50,
      });
      await vi.waitUntil(async () => (await listeners(client)) === 0, { timeout: 10_000, interval: 50 });

      // graphile-worker's own runner.stop() throws "Runner is already stopped" here.
      await expect(worker.stop()).resolves.toBeUndefined();
      expect(await listeners(client)).toBe(0);
    } finally {
      process.exitCode = exitCode; // graphile-worker sets 57 for the process it stops
      await client.end();
    }
  });
});
