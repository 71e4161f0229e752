import 'reflect-metadata';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { loadConfig } from './config.js';
import { boot } from './boot.js';
import { createApp } from './app.js';
import { logger } from './core/logger.js';
import { Lifecycle } from './core/ops/lifecycle.js';
import { seedDemoData } from './seed/demo-data.js';
import { pruneEvents } from './modules/auth/throttle.js';
import { collectOrphanFiles, ORPHAN_GRACE_MS } from './modules/certificates/orphan-files.js';

const started = Date.now();
const config = loadConfig();
const { db, services, xsrfKey } = await boot(config);

const seedDemo = process.env.SEED_DEMO_DATA ? process.env.SEED_DEMO_DATA === 'true' : config.env !== 'production';
const demo = seedDemo ? await seedDemoData(db.orm.em.fork(), { secretBox: services.deps.secretBox, files: services.files }) : null;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.resolve(root, root.endsWith('dist') ? 'web' : 'dist/web');
const lifecycle = new Lifecycle();
const { app, stop } = await createApp({ config, orm: db.orm, services, xsrfKey, webDir, lifecycle });

const server = app.listen(config.port, config.host, () => {
  const { port } = server.address() as AddressInfo;
  logger.info({ port, pid: process.pid }, `listening ${port}`);
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
    for (const s of demo.signIns) lines.push(`    ${s.role.padEnd(14)} ${s.email.padEnd(38)} ${s.password}   ${s.note}`);
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
});
server.requestTimeout = config.requestTimeoutSeconds * 1000;
server.headersTimeout = config.headersTimeoutSeconds * 1000;
server.keepAliveTimeout = config.keepAliveTimeoutSeconds * 1000;
lifecycle.track(server);

// Housekeeping: expired sessions, old throttle counters, certificate files no device refers to.
const housekeeping = setInterval(() => {
  const em = db.orm.em.fork();
  const orphansBefore = new Date(Date.now() - ORPHAN_GRACE_MS);
  Promise.all([services.sessions.pruneExpired(em), pruneEvents(em), collectOrphanFiles({ em: db.orm.em.fork(), files: services.files, olderThan: orphansBefore })])
    .catch((err) => logger.error({ err }, 'housekeeping failed'));
}, 10 * 60_000);
housekeeping.unref();

/**
 * Readiness off and no new connections at once; in-flight requests (an upload commit included)
 * finish within SHUTDOWN_GRACE_SECONDS; then Apollo, mail, the pool and the embedded PostgreSQL
 * (when we started it) stop, in that order, and the process exits 0.
 */
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal, graceSeconds: config.shutdownGraceSeconds }, 'shutting down: draining requests');
  clearInterval(housekeeping);
  const cut = await lifecycle.drain(server, config.shutdownGraceSeconds * 1000);
  if (cut > 0) logger.warn({ cut }, 'requests still running at the end of the grace period were cut');
  let code = 0;
  for (const [name, step] of [
    ['apollo', stop],
    ['mail', () => services.mailer.idle()],
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
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => void shutdown(signal));
