import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileNotFound, type FileStore } from '../../../server/core/files/file-store.js';
import { LocalFileStore } from '../../../server/core/files/local-file-store.js';
import { flattenLegacyFanOut } from '../../../server/core/files/local-layout.js';
import type { S3FileStore } from '../../../server/core/files/s3-file-store.js';
import { s3rverStore, startS3rver } from '../../helpers/object-storage.js';

const scratch = mkdtempSync(path.join(tmpdir(), 'file-store-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const sha = (content: Buffer) => createHash('sha256').update(content).digest('hex');
async function read(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The behaviour every driver must have; run once per driver. */
function contract(name: string, makeStore: () => FileStore) {
  describe(`${name} file store`, () => {
    const content = Buffer.from(`%PDF-1.7\n${'0123456789'.repeat(100)}\n%%EOF\n`);
    const key = sha(content);

    it('puts a file by its sha256 and streams it back whole and by byte range', async () => {
      const store = makeStore();
      const source = path.join(scratch, `${name}-source.pdf`);
      writeFileSync(source, content);
      expect(await store.stat(key)).toBeNull();
      await store.put(key, source);
      expect(await store.stat(key)).toEqual({ size: content.length });
      expect(await read(await store.stream(key))).toEqual(content);
      expect((await read(await store.stream(key, { start: 0, end: 4 }))).toString()).toBe('%PDF-');
      expect(await read(await store.stream(key, { start: 10, end: 19 }))).toEqual(content.subarray(10, 20));
    });

    it('a second put of the same key (from memory or a file) keeps one object', async () => {
      const store = makeStore();
      const other = Buffer.from('%PDF-1.4 another');
      await store.putBuffer(sha(other), other);
      await store.putBuffer(sha(other), other);
      expect(await read(await store.stream(sha(other)))).toEqual(other);
    });

    it('a put marked unregistered (no row held the key) stores a new object and keeps one over a leftover', async () => {
      const store = makeStore();
      const fresh = Buffer.from('%PDF-1.4 an upload PDF no row held');
      await store.putBuffer(sha(fresh), fresh, { unregistered: true });
      expect(await read(await store.stream(sha(fresh)))).toEqual(fresh);
      await store.putBuffer(sha(fresh), fresh, { unregistered: true });
      expect(await store.stat(sha(fresh))).toEqual({ size: fresh.length });
      expect(await read(await store.stream(sha(fresh)))).toEqual(fresh);
    });

    it('delete removes the object; deleting or streaming an absent key', async () => {
      const store = makeStore();
      const gone = Buffer.from('%PDF-1.4 to be deleted');
      await store.putBuffer(sha(gone), gone);
      await store.delete(sha(gone));
      expect(await store.stat(sha(gone))).toBeNull();
      await expect(store.delete(sha(gone))).resolves.toBeUndefined();
      await expect(store.stream(sha(gone))).rejects.toBeInstanceOf(FileNotFound);
    });

    it('makeDurable answers once the objects are stored durably, for any number of them', async () => {
      const store = makeStore();
      const kept = Buffer.from('%PDF-1.4 kept through a power loss');
      await store.putBuffer(sha(kept), kept);
      await expect(store.makeDurable([sha(kept)])).resolves.toBeUndefined();
      await expect(store.makeDurable([])).resolves.toBeUndefined();
    });

    it('refuses keys that are not a sha256 (they become paths and object names)', async () => {
      const store = makeStore();
      await expect(store.stat('../../etc/passwd')).rejects.toThrow(/not a sha256/);
      await expect(store.putBuffer('ABC', Buffer.from('x'))).rejects.toThrow(/not a sha256/);
    });
  });
}

contract('local', () => new LocalFileStore(path.join(scratch, 'local')));

describe('local file store layout', () => {
  it('fans out by the first two hex digits and leaves no temporary files behind', async () => {
    const root = path.join(scratch, 'layout');
    const store = new LocalFileStore(root);
    const content = Buffer.from('%PDF-1.4 layout');
    await store.putBuffer(sha(content), content);
    const key = sha(content);
    expect(await readdir(path.join(root, key.slice(0, 2)))).toEqual([key]);
  });

  it('makeDurable without a sync command fsyncs each file and its directory', async () => {
    const synced: string[] = [];
    class WithoutSyncCommand extends LocalFileStore {
      protected override syncFileSystem(): Promise<void> {
        return Promise.reject(Object.assign(new Error('spawn sync ENOENT'), { code: 'ENOENT' }));
      }
      protected override async fsyncPath(file: string): Promise<void> {
        await super.fsyncPath(file);
        synced.push(file);
      }
    }
    const root = path.join(scratch, 'durable');
    const store = new WithoutSyncCommand(root);
    const contents = ['%PDF-1.4 one', '%PDF-1.4 two'].map((text) => Buffer.from(text));
    for (const content of contents) await store.putBuffer(sha(content), content);
    await store.makeDurable(contents.map(sha));
    const files = contents.map((content) => path.join(root, sha(content).slice(0, 2), sha(content)));
    expect(synced.sort()).toEqual([...files, ...new Set(files.map((file) => path.dirname(file)))].sort());
  });

  it('puts again into a fan-out directory removed after it was made', async () => {
    const root = path.join(scratch, 'removed');
    const store = new LocalFileStore(root);
    const first = Buffer.from('%PDF-1.4 first');
    await store.putBuffer(sha(first), first);
    rmSync(root, { recursive: true });
    await store.putBuffer(sha(first), first);
    expect(await read(await store.stream(sha(first)))).toEqual(first);
  });

  it('prepare moves the two-level layout up one level once; files an older process still writes there are read and deleted', async () => {
    const root = path.join(scratch, 'legacy');
    const legacyPath = (content: Buffer) => {
      const key = sha(content);
      return path.join(root, key.slice(0, 2), key.slice(2, 4), key);
    };
    const writeLegacy = (content: Buffer) => {
      mkdirSync(path.dirname(legacyPath(content)), { recursive: true });
      writeFileSync(legacyPath(content), content);
    };
    const before = [Buffer.from('%PDF-1.4 legacy one'), Buffer.from('%PDF-1.4 legacy two')];
    before.forEach(writeLegacy);
    const interrupted = `${legacyPath(before[0]!)}.1234.tmp`;
    writeFileSync(interrupted, 'half');

    const store = new LocalFileStore(root);
    expect(await flattenLegacyFanOut(root)).toBe(2);
    for (const content of before) {
      expect(await readdir(path.join(root, sha(content).slice(0, 2)))).toContain(sha(content));
      expect(existsSync(legacyPath(content))).toBe(false);
      expect(await read(await store.stream(sha(content)))).toEqual(content);
    }
    // The directory holding a temporary file stays; the emptied one is gone.
    expect(existsSync(interrupted)).toBe(true);
    expect(existsSync(path.dirname(legacyPath(before[1]!)))).toBe(false);

    // A process of the previous release writes the old way after the move (a rolling deploy).
    const late = Buffer.from('%PDF-1.4 written late');
    writeLegacy(late);
    expect(await flattenLegacyFanOut(root)).toBe(0);
    await store.prepare();
    expect(await store.stat(sha(late))).toEqual({ size: late.length });
    expect(await read(await store.stream(sha(late), { start: 0, end: 3 }))).toEqual(Buffer.from('%PDF'));
    await store.delete(sha(late));
    expect(existsSync(legacyPath(late))).toBe(false);
    expect(await store.stat(sha(late))).toBeNull();
  });
});

let s3server: Awaited<ReturnType<typeof startS3rver>>;
const s3Stores: S3FileStore[] = [];
beforeAll(async () => {
  s3server = await startS3rver(path.join(scratch, 's3rver'), 'certificates');
});
afterAll(async () => {
  s3Stores.forEach((store) => store.destroy());
  await s3server.close();
});

contract('s3', () => {
  const store = s3rverStore(s3server.endpoint, 'certificates', 'test/');
  s3Stores.push(store);
  return store;
});

describe('s3 file store signed URLs', () => {
  it('give the object to a client without credentials, as an attachment', async () => {
    const store = s3rverStore(s3server.endpoint, 'certificates');
    s3Stores.push(store);
    const content = Buffer.from('%PDF-1.4 signed');
    await store.putBuffer(sha(content), content);
    const url = await store.signedUrl(sha(content), { expiresInSeconds: 60, fileName: '証明書.pdf' });
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(content);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename\*=UTF-8''%E8%A8%BC/);
  });
});
