import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { FileNotFound, fanOutKey, type ByteRange, type FileStore, type StoredObjectInfo } from './file-store.js';

/**
 * Files under `<root>/ab/cd/<sha256>`. A put copies to a temporary name in the same directory and
 * renames it into place, so a reader (or a crash) never sees half a file. Several processes need
 * the same directory (a shared volume) or the S3 driver.
 */
export class LocalFileStore implements FileStore {
  /** libuv's thread pool runs four file operations at once; a few more keep it busy. */
  readonly parallelism = 8;

  constructor(private readonly root: string) {}

  private pathOf(sha256: string): string {
    return path.join(this.root, fanOutKey(sha256));
  }

  async put(sha256: string, sourcePath: string): Promise<void> {
    await this.write(sha256, (tmp) => fs.copyFile(sourcePath, tmp));
  }

  async putBuffer(sha256: string, content: Buffer): Promise<void> {
    await this.write(sha256, (tmp) => fs.writeFile(tmp, content));
  }

  private async write(sha256: string, writeTo: (tmp: string) => Promise<void>): Promise<void> {
    const target = this.pathOf(sha256);
    if (await this.stat(sha256)) return;
    await fs.mkdir(path.dirname(target), { recursive: true });
    const tmp = `${target}.${randomUUID()}.tmp`;
    try {
      await writeTo(tmp);
      await fs.rename(tmp, target);
    } catch (error) {
      // Only a failed write or rename leaves the temporary name behind (an upload puts thousands).
      await fs.rm(tmp, { force: true });
      throw error;
    }
  }

  async stream(sha256: string, range?: ByteRange): Promise<Readable> {
    const file = this.pathOf(sha256);
    // Open first, so a missing file rejects here rather than as a stream error mid-response.
    const handle = await fs.open(file, 'r').catch((error: NodeJS.ErrnoException) => {
      throw error.code === 'ENOENT' ? new FileNotFound(sha256) : error;
    });
    return handle.createReadStream({ start: range?.start, end: range?.end });
  }

  async stat(sha256: string): Promise<StoredObjectInfo | null> {
    const stats = await fs.stat(this.pathOf(sha256)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    return stats ? { size: stats.size } : null;
  }

  async delete(sha256: string): Promise<void> {
    await fs.rm(this.pathOf(sha256), { force: true });
  }
}
