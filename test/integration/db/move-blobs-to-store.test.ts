import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
