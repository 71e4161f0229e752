import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { waitForListeningPort } from '../../helpers/listening-port.js';
import { compiledEntry } from '../../helpers/compiled-server.js';

export interface RunningServer {
  baseUrl: string;
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * The real portal as `npm start` runs it (embedded PostgreSQL, migrations, demo seed), on a free
 * port with a data dir of its own. Expects the SPA and the server built in dist/ (global-setup.ts).
 */
export async function startServer(): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  const child: ChildProcess = spawn(process.execPath, [compiledEntry('main')], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      // Every browser of a test signs in and reads from 127.0.0.1.
      PASSWORD_CHECKS_PER_MINUTE: '100000',
      GRAPHQL_RATE_LIMIT_PER_MINUTE: '100000',
      RESET_MAILS_PER_MINUTE: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const port = await waitForListeningPort(() => output, exited, 120_000);
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    output: () => output,
    stop: async () => {
      child.kill('SIGINT');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
