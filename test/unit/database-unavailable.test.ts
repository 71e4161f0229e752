import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../server/core/ops/database-unavailable.js';

const emptyDir = mkdtempSync(join(tmpdir(), 'no-postgres-'));
afterAll(() => rmSync(emptyDir, { recursive: true, force: true }));

/** The error pg gives when nothing listens where the connection string points. */
async function connectError(config: pg.ClientConfig): Promise<unknown> {
  const client = new pg.Client({ ...config, user: 'portal', database: 'portal', connectionTimeoutMillis: 2000 });
  return client.connect().then(
    () => client.end().then(() => null),
    (error: unknown) => error,
  );
}

describe('isDatabaseUnavailable', () => {
  it('a stopped server reached over a Unix socket (no socket file: ENOENT on connect)', async () => {
    const error = await connectError({ host: emptyDir, port: 5432 });
    expect(error).toMatchObject({ code: 'ENOENT', syscall: 'connect' });
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('a stopped server reached over TCP', async () => {
    const error = await connectError({ host: '127.0.0.1', port: 1 });
    expect(error).toMatchObject({ code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('a missing file is not an outage', async () => {
    const error = await readFile(join(emptyDir, 'certificate.pdf')).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'ENOENT' });
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
