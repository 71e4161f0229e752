import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type RunningPostgres } from '../../../server/core/db/embedded-postgres.js';
import { describeError } from '../../../server/core/describe-error.js';
import { compiledEntry } from '../../helpers/compiled-server.js';

let dataDir: string;
let running: RunningPostgres;
beforeAll(async () => {
  // What `npm start` keeps running: the embedded PostgreSQL on DATA_DIR/pg.
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cli-'));
  running = await startEmbeddedPostgres(path.join(dataDir, 'pg'), ['portal']);
});
afterAll(async () => {
  await running?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function run(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...args], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        NODE_ENV: 'development',
        LOG_LEVEL: 'silent',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('npm run create-admin while npm start runs', () => {
  it('uses the running embedded PostgreSQL and leaves it running', async () => {
    const result = await run(
      compiledEntry('cli/create-admin'),
      ['--email', 'first-admin@example.jp', '--name', '最初の管理者'],
      { ADMIN_PASSWORD: 'a-long-admin-password', LOG_LEVEL: 'info' },
    );
    expect(result.output).toContain('created administrator first-admin@example.jp');
    expect(result.code).toBe(0);
    // Its log says it used npm start's server rather than that it started one.
    expect(result.output).toContain('embedded PostgreSQL of the running npm start used');
    expect(result.output).not.toContain('embedded PostgreSQL started');

    const client = new pg.Client({ connectionString: running.url('portal') });
    await client.connect();
    try {
      const { rows } = await client.query<{ role: string; name: string }>(
        'select role, name from users where email = $1',
        ['first-admin@example.jp'],
      );
      expect(rows).toEqual([{ role: 'admin', name: '最初の管理者' }]);
    } finally {
      await client.end();
    }
  }, 60_000);

  it('a second server on the same data dir is refused with a clear message', async () => {
    // (not .rejects.toThrow: it lets a rejection with `undefined` pass, which is the bug)
    const error: unknown = await startEmbeddedPostgres(path.join(dataDir, 'pg'), ['portal']).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(
      /already running \(process \d+, port \d+\).*stop that one first, or use another DATA_DIR, or set DATABASE_URL/,
    );
  });
});

describe('describeError', () => {
  it('gives a readable line for rejections that are not Errors', () => {
    expect(describeError(undefined)).toBe('failed without a reason');
    expect(describeError({ code: 'E1' })).toBe("{ code: 'E1' }");
    expect(describeError(new Error('boom'))).toBe('boom');
  });
});
