import 'reflect-metadata';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { loadConfig } from './config.js';
import { boot } from './boot.js';
import { createApp } from './composition/app.js';
import { logger } from './core/logger.js';
import { Lifecycle } from './core/ops/lifecycle.js';
import { seedDemoData } from './seed/demo-data.js';
import { superviseWorker } from './modules/jobs/index.js';
import { serveMetrics } from './core/ops/metrics.js';
import { processMetrics } from './process-metrics.js';
import { builtAssociationUrl } from './core/http/association-redirect.js';

const started = Date.now();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.resolve(root, root.endsWith('dist') ? 'web' : 'dist/web');
const config = { ...loadConfig(), associationUrl: builtAssociationUrl(webDir) };
const { db, services, xsrfKey } = await boot(config);

const seedDemo = process.env.SEED_DEMO_DATA ? process.env.SEED_DEMO_DATA === 'true' : config.env !== 'production';
const demo = seedDemo
  ? await seedDemoData(db.orm.em.fork(), { secretBox: services.deps.secretBox, files: services.files })
  : null;
if (demo?.seeded && config.env === 'production')
  logger.warn(
    'SEED_DEMO_DATA=true seeded demo accounts with passwords published in the source (server/seed/credentials.ts): not for a portal the public can reach',
  );

const lifecycle = new Lifecycle();
const metrics = config.metricsPort === undefined ? undefined : processMetrics(db.orm, lifecycle);
const { app, stop } = await createApp({ config, orm: db.orm, services, xsrfKey, webDir, lifecycle, metrics });
// Scraped during the drain too: it closes with the other services after the requests.
const metricsServer = metrics
  ? await serveMetrics(metrics, config.metricsPort!, config.metricsHost).catch(async (error: unknown) => {
      logger.fatal({ err: error }, `cannot serve metrics on ${config.metricsHost}:${config.metricsPort}`);
      await db.close();
      logger.flush(() => process.exit(1));
      return await new Promise<never>(() => undefined);
    })
  : null;

// Mails and housekeeping (a job that runs once across every process) come from the job queue. It
// starts before the server listens, so the signal handlers below are in place from the first request.
const worker = await superviseWorker({
  connectionString: db.url,
  orm: db.orm,
  services,
  concurrency: config.workerConcurrency,
  pollIntervalMs: config.jobPollIntervalMs,
  lockSweepMs: config.jobLockSweepSeconds * 1000,
});

// Public reads take their category's version from memory, kept current by LISTEN/NOTIFY.
await services.publicVersion.watch(db.url);

const server = app.listen(config.port, config.host, (error) => {
  // Express 5 calls back with the error too: the port is taken, or not ours to bind.
  if (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? error.message;
    logger.fatal({ err: error }, `cannot listen on ${config.host}:${config.port} (${reason})`);
    void shutdown('listen failed', 1);
    return;
  }
  const { port } = server.address() as AddressInfo;
  logger.info({ port }, `listening ${port}`);
  if (config.env === 'production') return;
  const lines = [
    '',
    `  省エネ設備 登録情報ポータル: http://localhost:${port}/`,
    `  GraphQL: http://localhost:${port}/graphql   REST: http://localhost:${port}/api`,
    `  database: ${db.embedded ? `embedded PostgreSQL (${path.join(config.dataDir, 'pg')})` : 'DATABASE_URL'}`,
    `  ready in ${Date.now() - started} ms`,
  ];
  if (demo && demo.signIns.length > 0) {
    lines.push(`  demo sign-ins${demo.seeded ? ' (demo data seeded just now)' : ''}:`);
    for (const s of demo.signIns)
      lines.push(`    ${s.role.padEnd(14)} ${s.email.padEnd(38)} ${s.password}   ${s.note}`);
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
});
server.requestTimeout = config.requestTimeoutSeconds * 1000;
server.headersTimeout = config.headersTimeoutSeconds * 1000;
server.keepAliveTimeout = config.keepAliveTimeoutSeconds * 1000;
lifecycle.track(server);

/**
 * Readiness off and no new connections at once; in-flight requests (an upload commit included)
 * finish within SHUTDOWN_GRACE_SECONDS; then Apollo, the job worker (a job it has to cut is
 * retried by another process or after restart), the pool and the embedded PostgreSQL
 * (when we started it) stop, in that order, and the process exits 0 (`exitCode` after a failed listen).
 */
let stopping = false;
async function shutdown(reason: string, exitCode = 0) {
  if (stopping) return;
  stopping = true;
  logger.info({ reason, graceSeconds: config.shutdownGraceSeconds }, 'shutting down: draining requests');
  const cut = await lifecycle.drain(server, config.shutdownGraceSeconds * 1000);
  if (cut > 0) logger.warn({ cut }, 'requests still running at the end of the grace period were cut');
  let code = exitCode;
  for (const [name, step] of [
    ['apollo', stop],
    ['metrics', () => closeServer(metricsServer)],
    ['jobs', () => worker.stop()],
    ['public version feed', () => services.publicVersion.stop()],
    ['database', () => db.close()],
  ] as const) {
    await step().catch((err: unknown) => {
      code = 1;
      logger.error({ err }, `shutdown: ${name} did not stop cleanly`);
    });
  }
  logger.info({ code }, 'stopped');
  // pino writes asynchronously (a worker thread with pino-pretty): let it flush before exiting.
  logger.flush(() => process.exit(code));
}
function closeServer(server: Server | null): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!server) return resolve();
    server.close((err) => (err ? reject(err) : resolve()));
    server.closeAllConnections();
  });
}

for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => void shutdown(signal));

// A bug that escaped every handler (an unhandled rejection arrives here too): a fatal line in the
// log operators read, then the SIGTERM drain (other requests finish, the embedded PostgreSQL
// stops) and exit 1 for the supervisor to restart. Another one during the drain exits at once.
process.on('uncaughtException', (err) => {
  logger.fatal({ err }, 'uncaught exception: stopping');
  if (stopping) logger.flush(() => process.exit(1));
  else void shutdown('uncaught exception', 1);
});
