import 'reflect-metadata';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { MikroORM } from '@mikro-orm/postgresql';
import { inject } from 'vitest';
import { createApp } from '../../server/composition/app.js';
import { loadConfig, type Config } from '../../server/config.js';
import { ormOptions } from '../../server/composition/orm-options.js';
import { SecretBox } from '../../server/core/security/secret-box.js';
import { createServices, type Services } from '../../server/composition/services.js';
import { openFileStore } from '../../server/core/files/create-file-store.js';
import type { Clock } from '../../server/core/clock.js';
import { drainJobs } from '../../server/modules/jobs/worker.js';
import { withDatabase } from './database-url.js';
import { TestClient } from './test-client.js';

export const TEST_APP_KEY = Buffer.alloc(32, 7).toString('base64');

export interface TestApp {
  orm: MikroORM;
  services: Services;
  config: Config;
  baseUrl: string;
  databaseUrl: string;
  client: () => TestClient;
  /** Runs every queued job (mails) now, until none is due; tests read the outbox after it. */
  drainJobs: () => Promise<void>;
  close: () => Promise<void>;
}

/** A clean database cloned from the migrated template (no rows at all); returns its URL. */
export async function createTestDatabase(): Promise<string> {
  const templateUrl = inject('templateDatabaseUrl');
  const database = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: withDatabase(templateUrl, 'postgres') });
  await admin.connect();
  await admin.query(`create database "${database}" template portal_test_template`);
  await admin.end();
  return withDatabase(templateUrl, database);
}

/** A clean database cloned from the migrated template, and the real app listening on a free port. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: { clock?: Clock } = {},
): Promise<TestApp> {
  const databaseUrl = await createTestDatabase();
  const orm = await MikroORM.init(ormOptions(databaseUrl));
  // A file store of its own: orphan collection in one test must not delete another test's PDFs.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-test-'));
  // Every client of a test comes from 127.0.0.1: the per-IP budgets of password checks and reset
  // mails are lifted unless a test sets them.
  const config = loadConfig({
    env: 'test',
    appKey: TEST_APP_KEY,
    dataDir,
    passwordChecksPerMinute: 100_000,
    resetMailsPerMinute: 100_000,
    ...overrides,
  });
  const services = createServices({
    config,
    secretBox: SecretBox.fromString(TEST_APP_KEY),
    clock: options.clock,
    files: await openFileStore(config),
  });
  const { app, stop } = await createApp({ config, orm, services, xsrfKey: Buffer.alloc(32, 9) });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  // The tests' fetch keeps an idle socket until a second before the server's keep-alive timeout
  // (5 s by default) says it closes; on a loaded machine a test that computes for seconds between
  // two requests sent the second on a socket the server was closing (ECONNRESET, "fetch failed").
  // One client per test server: a minute leaves no such race between a test's requests.
  server.keepAliveTimeout = 60_000;
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    orm,
    services,
    config,
    baseUrl,
    databaseUrl,
    client: () => new TestClient(baseUrl),
    drainJobs: () => drainJobs({ connectionString: databaseUrl, orm, services }),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await stop();
      await orm.close(true);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
