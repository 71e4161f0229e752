import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../server/core/errors.js';
import { unavailableOr } from '../../../server/core/ops/database-unavailable.js';
import { s3rverStore, startS3rver } from '../../helpers/object-storage.js';

const SHA = 'ab'.repeat(32);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 's3-outage-'));
let s3: Awaited<ReturnType<typeof startS3rver>>;
beforeAll(async () => {
  s3 = await startS3rver(dir, 'certificates');
});
afterAll(async () => {
  await s3.close().catch(() => {});
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the S3 file store when the store is down or wrong', () => {
  it('refuses at start a bucket that does not exist, naming it and the endpoint', async () => {
    const store = s3rverStore(s3.endpoint, 'no-such-bucket');
    await expect(store.prepare()).rejects.toThrow(
      `FILE_STORE: cannot use bucket "no-such-bucket" at ${s3.endpoint} (no such bucket)`,
    );
    await expect(s3rverStore(s3.endpoint, 'certificates').prepare()).resolves.toBeUndefined();
    expect(s3rverStore(s3.endpoint, 'certificates', 'pdf/').describe()).toBe(
      `s3://certificates/pdf/ at ${s3.endpoint}`,
    );
  });

  it('turns an unreachable store into its own 503, which the database check leaves as it is', async () => {
    const unreachable = s3rverStore('http://127.0.0.1:9', 'certificates');
    // A start with the store away is not refused: it may come back.
    await expect(unreachable.prepare()).resolves.toBeUndefined();
    for (const attempt of [
      () => unreachable.stream(SHA),
      () => unreachable.stat(SHA),
      () => unreachable.putBuffer(SHA, Buffer.from('x')),
    ]) {
      const error = await attempt().then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({
        kind: 'unavailable',
        message: 'ただいま証明書ファイルを扱えません。しばらくしてから再度お試しください',
        retryAfterSeconds: 5,
      });
      // Not re-labelled as the database's outage on the way out.
      expect(unavailableOr(error)).toBe(error);
    }
  }, 60_000);
});
