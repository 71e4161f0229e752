import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { waitForListeningPort } from '../../helpers/listening-port.js';
import { compiledEntry } from '../../helpers/compiled-server.js';

export interface PortalProcess {
  baseUrl: string;
  pid: number;
  dataDir: string;
  output: () => string;
  /** Resolves with the exit code (or the signal name) once the process has ended. */
  exited: Promise<number | string>;
  kill: (signal: NodeJS.Signals) => void;
}

export interface PortalOptions {
  /** Repository to run (default: this one). */
  cwd?: string;
  env?: Record<string, string>;
  /** Data dir to reuse (default: a new temporary one). */
  dataDir?: string;
}

/**
 * The real portal as a child process (production mode, JSON logs), on a free loopback port with a
 * data dir of its own. Without DATABASE_URL in env it starts its embedded PostgreSQL.
 */
export async function startPortal(options: PortalOptions = {}): Promise<PortalProcess> {
  const cwd = options.cwd ?? process.cwd();
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'portal-ops-'));
  // The compiled server (the test run's global setup builds it; an operator's run, npm run build).
  const child: ChildProcess = spawn(process.execPath, [compiledEntry('main')], {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      APP_KEY: Buffer.alloc(32, 7).toString('base64'),
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      POSTGRES_FSYNC: 'false',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  const port = await waitForListeningPort(() => output, exited, 90_000);
  const baseUrl = `http://127.0.0.1:${port}`;
  return { baseUrl, pid: child.pid!, dataDir, output: () => output, exited, kill: (signal) => child.kill(signal) };
}

/** PostgreSQL server processes still running on `dataDir` (from their command lines). */
export function postgresLeftOn(dataDir: string): number[] {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return fs
          .readFileSync(`/proc/${pid}/cmdline`, 'utf8')
          .split('\0')
          .some((arg) => arg.startsWith(dataDir));
      } catch {
        return false;
      }
    })
    .map(Number);
}
