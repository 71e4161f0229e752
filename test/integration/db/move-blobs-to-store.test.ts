import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { StoredFile } from '../../../server/modules/certificates/stored-file.entity.js';
import { moveBlobsToStore } from '../../../server/modules/certificates/move-blobs-to-store.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('moving pre-store certificate bytes into the file store', () => {
  it('moves every bytea in batches, empties the column, and does nothing the second time', async () => {
    const em = t.orm.em.fork();
    const contents = Array.from({ length: 120 }, (_, i) => Buffer.from(`%PDF-1.4 legacy ${i}`));
    const keys = contents.map((c) => createHash('sha256').update(c).digest('hex'));
    contents.forEach((content, i) => em.create(StoredFile, { sha256: keys[i]!, content, size: content.length }));
    await em.flush();

    expect(await moveBlobsToStore(t.orm.em.fork(), t.services.files)).toBe(120);
    const [{ left }] = await t.orm.em
      .getConnection()
      .execute<{ left: string }[]>('select count(*) as left from stored_files where content is not null');
    expect(Number(left)).toBe(0);
    for (const [i, key] of keys.entries())
      expect(await t.services.files.stat(key)).toEqual({ size: contents[i]!.length });
    expect(await moveBlobsToStore(t.orm.em.fork(), t.services.files)).toBe(0);
  });

  it('empties a batch only once its files are durable', async () => {
    const em = t.orm.em.fork();
    const contents = Array.from({ length: 3 }, (_, i) => Buffer.from(`%PDF-1.4 durable legacy ${i}`));
    const keys = contents.map((c) => createHash('sha256').update(c).digest('hex'));
    contents.forEach((content, i) => em.create(StoredFile, { sha256: keys[i]!, content, size: content.length }));
    await em.flush();
    const asked: string[][] = [];
    const stillHeld: number[] = [];
    const durable = vi.spyOn(t.services.files, 'makeDurable').mockImplementation(async (sha256s) => {
      asked.push([...sha256s]);
      const [{ held }] = await t.orm.em
        .getConnection()
        .execute<{ held: string }[]>('select count(*) as held from stored_files where content is not null');
      stillHeld.push(Number(held));
    });
    try {
      expect(await moveBlobsToStore(t.orm.em.fork(), t.services.files)).toBe(3);
    } finally {
      durable.mockRestore();
    }
    expect(asked).toEqual([keys.toSorted()]);
    expect(stillHeld).toEqual([3]);
  });
});
