import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { DeviceStatus } from '../../../server/core/domain.js';
import { StoredFile } from '../../../server/modules/certificates/stored-file.entity.js';
import { collectOrphanFiles, markFilesInUse } from '../../../server/modules/certificates/orphan-files.js';
import { createDevice } from '../../factories/public-devices.js';
import { moveBlobsToStore } from '../../../server/modules/certificates/move-blobs-to-store.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3600 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms);

async function file(sha256: string, createdAt: Date) {
  const em = t.orm.em.fork();
  const key = sha256.padEnd(64, '0');
  em.create(StoredFile, { sha256: key, size: 8, createdAt });
  await em.flush();
  await t.services.files.putBuffer(key, Buffer.from('%PDF-1.4'));
  return key;
}
/** Row and store object go together. */
async function exists(sha256: string): Promise<boolean> {
  const row = (await t.orm.em.fork().count(StoredFile, { sha256 })) === 1;
  const stored = (await t.services.files.stat(sha256)) !== null;
  expect(stored).toBe(row);
  return row;
}

describe('orphan collection', () => {
  it('removes unreferenced files past the grace period, keeps referenced and young ones', async () => {
    const device = await createDevice(t.orm.em.fork(), { status: DeviceStatus.registered });
    await moveBlobsToStore(t.orm.em.fork(), t.services.files);
    const referenced = device.certificate!.file.sha256;
    await t.orm.em.fork().nativeUpdate(StoredFile, { sha256: referenced }, { createdAt: ago(48 * HOUR) });
    const old = await file('a1', ago(48 * HOUR));
    const young = await file('b2', ago(HOUR));
    const removed = await collectOrphanFiles({
      em: t.orm.em.fork(),
      files: t.services.files,
      olderThan: ago(24 * HOUR),
    });
    expect(removed).toBe(1);
    expect(await exists(old)).toBe(false);
    expect(await exists(young)).toBe(true);
    expect(await exists(referenced)).toBe(true);
  });

  it("a deleted device's file is collected once the grace period has passed", async () => {
    const { client } = await import('../../helpers/sign-in.js').then((m) => m.signedIn(t, 'admin'));
    const device = await createDevice(t.orm.em.fork(), { status: DeviceStatus.registered });
    const sha256 = device.certificate!.file.sha256;
    await moveBlobsToStore(t.orm.em.fork(), t.services.files);
    expect((await client.request('DELETE', `/api/electric_heat_pumps/${device.id}`)).status).toBe(204);
    expect(await exists(sha256)).toBe(true);
    expect(
      await collectOrphanFiles({
        em: t.orm.em.fork(),
        files: t.services.files,
        olderThan: new Date(Date.now() + 1000),
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(await exists(sha256)).toBe(false);
  });

  it('never takes a file an in-flight upload is reusing: the collector waits, then skips it', async () => {
    const sha256 = await file('c3', ago(48 * HOUR));
    const upload = t.orm.em.fork();
    let collected: Promise<number> | null = null;
    let settled = false;
    await upload.transactional(async (em) => {
      expect(await markFilesInUse(em, [sha256])).toEqual(new Set([sha256]));
      collected = collectOrphanFiles({ em: t.orm.em.fork(), files: t.services.files, olderThan: ago(24 * HOUR) });
      void collected.finally(() => (settled = true));
      // The collector's DELETE is blocked on the row the upload locked (not skipping it, not done).
      await vi.waitFor(
        async () => {
          const [waiting] = await t.orm.em
            .fork()
            .getConnection()
            .execute<{ count: string }[]>(
              `select count(*) from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock' and query like 'delete from stored_files%'`,
            );
          expect(Number(waiting!.count)).toBe(1);
        },
        { timeout: 10_000, interval: 20 },
      );
      expect(settled).toBe(false);
    });
    expect(await collected!).toBe(0);
    expect(await exists(sha256)).toBe(true);
  });
});
