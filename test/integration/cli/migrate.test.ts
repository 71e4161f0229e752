import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import pg from 'pg';
import { expect, inject, it } from 'vitest';
import { withDatabase } from '../../helpers/database-url.js';
import { compiledEntry } from '../../helpers/compiled-server.js';

const run = promisify(execFile);

/** `npm run migrate` as a process of its own, with its logs on. */
function migrate(databaseUrl: string) {
  return run(process.execPath, [compiledEntry('cli/migrate')], {
    env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: databaseUrl, LOG_LEVEL: 'info' },
  });
}

it('npm run migrate migrates an empty database, printing its result on stdout and its log lines on stderr', async () => {
  const templateUrl = inject('templateDatabaseUrl');
  const database = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: withDatabase(templateUrl, 'postgres') });
  await admin.connect();
  await admin.query(`create database "${database}"`);
  await admin.end();
  const url = withDatabase(templateUrl, database);

  const first = await migrate(url);
  expect(first.stdout).toBe('migrations: up to date\n');
  const logged = first.stderr
    .trim()
    .split('\n')
    .map((line) => (JSON.parse(line) as { msg: string }).msg);
  expect(logged).toContain('migrations applied');

  const again = await migrate(url);
  expect(again.stdout).toBe('migrations: up to date\n');
  expect(again.stderr).not.toContain('migrations applied');
}, 60_000);
