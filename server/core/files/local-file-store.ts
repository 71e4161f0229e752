import fs from 'node:fs/promises';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import type { Readable } from 'node:stream';
import {
  assertSha256,
  FileNotFound,
  type ByteRange,
  type FileStore,
  type PutOptions,
  type StoredObjectInfo,
} from './file-store.js';
import { flattenLegacyFanOut, legacyKey } from './local-layout.js';
import { eachLimited } from '../each-limited.js';

const execFileAsync = promisify(execFile);

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** `use` of the first of `files` that exists; null when none does. */
async function firstFound<T>(files: string[], use: (file: string) => Promise<T>): Promise<T | null> {
  for (const file of files) {
    try {
      return await use(file);
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }
  return null;
}

/**
 * Files under `<root>/ab/<sha256>`, one level of fan-out as git keeps its loose objects: at most
 * 256 directories, so a put rarely creates one (a second level made each of an upload's thousands
 * of files create a directory, half of the store's cost). A put writes a temporary name in the same
 * directory and renames it into place, so a reader (or a crash) never sees half a file. Several
 * processes need the same directory (a shared volume) or the S3 driver.
 */
export class LocalFileStore implements FileStore {
  /** libuv's thread pool (package.json `config.threadPoolSize`) runs a few at once; more keep it busy. */
  readonly parallelism = 8;
  /** Fan-out directories known to exist (256 at most). */
  private readonly directories = new Set<string>();

  constructor(private readonly root: string) {}

  describe(): string {
    return `directory ${this.root}`;
  }

  private pathOf(sha256: string): string {
    assertSha256(sha256);
    return path.join(this.root, sha256.slice(0, 2), sha256);
  }

  /** Moves files of the two-level layout (`ab/cd/<sha256>`, before 2026-11) up one level, once. */
  async prepare(): Promise<void> {
    await flattenLegacyFanOut(this.root);
  }

  async put(sha256: string, sourcePath: string, options?: PutOptions): Promise<void> {
    await this.write(sha256, (tmp) => fs.copyFile(sourcePath, tmp), options);
  }

  async putBuffer(sha256: string, content: Buffer, options?: PutOptions): Promise<void> {
    await this.write(sha256, (tmp) => fs.writeFile(tmp, content), options);
  }

  private async write(
    sha256: string,
    writeTo: (tmp: string) => Promise<void>,
    options: PutOptions = {},
  ): Promise<void> {
    const target = this.pathOf(sha256);
    // Content-addressed: a file already there has these bytes (a maker checking the same zip again).
    // Only its current place is asked: a new file misses both places, and a second stat for each of
    // an upload's thousands of files would only spare copying one an older process put the old way.
    // A key no row held is not asked about at all (PutOptions.unregistered).
    if (!options.unregistered && (await firstFound([target], (file) => fs.stat(file)))) return;
    const directory = path.dirname(target);
    const tmp = `${target}.${randomUUID()}.tmp`;
    try {
      if (!this.directories.has(directory)) await this.makeDirectory(directory);
      await writeTo(tmp).catch(async (error: unknown) => {
        // The directory went away after it was made (an operator cleaned up): make it again, once.
        if (!isMissing(error)) throw error;
        await this.makeDirectory(directory);
        await writeTo(tmp);
      });
      await fs.rename(tmp, target);
    } catch (error) {
      // Only a failed write or rename leaves the temporary name behind (an upload puts thousands).
      await fs.rm(tmp, { force: true });
      throw error;
    }
  }

  private async makeDirectory(directory: string): Promise<void> {
    await fs.mkdir(directory, { recursive: true });
    this.directories.add(directory);
  }

  /**
   * Where a key's file may be: its place, then the legacy layout's, where a process of the previous
   * release (a rolling deploy) may still write.
   */
  private placesOf(sha256: string): string[] {
    return [this.pathOf(sha256), path.join(this.root, legacyKey(sha256))];
  }

  async stream(sha256: string, range?: ByteRange): Promise<Readable> {
    // Open first, so a missing file rejects here rather than as a stream error mid-response.
    const handle = await firstFound(this.placesOf(sha256), (file) => fs.open(file, 'r'));
    if (!handle) throw new FileNotFound(sha256);
    return handle.createReadStream({ start: range?.start, end: range?.end });
  }

  /**
   * A put leaves its bytes and its directory entry in the page cache, which the kernel writes out
   * within about 30 s: a power loss before that would lose files whose rows PostgreSQL (fsync on)
   * kept. One `sync -f` (syncfs: every dirty page of this file system, written by whichever process)
   * costs about 50 ms after a 5,000-file upload; fsyncing each file and directory took 0.6–1.1 s.
   * Without a `sync` command (a distroless image), the files and their directories one by one.
   */
  async makeDurable(sha256s: readonly string[]): Promise<void> {
    if (sha256s.length === 0) return;
    try {
      await this.syncFileSystem();
    } catch {
      const found: string[] = [];
      await eachLimited(sha256s, this.parallelism, async (sha256) => {
        const file = await firstFound(this.placesOf(sha256), async (place) => {
          await this.fsyncPath(place);
          return place;
        });
        if (file) found.push(file);
      });
      const directories = [...new Set(found.map((file) => path.dirname(file)))];
      await eachLimited(directories, this.parallelism, (directory) => this.fsyncPath(directory));
    }
  }

  /** syncfs(2) of the store's file system, through coreutils' (or BusyBox's) `sync -f`. */
  protected async syncFileSystem(): Promise<void> {
    await execFileAsync('sync', ['-f', this.root]);
  }

  protected async fsyncPath(file: string): Promise<void> {
    const handle = await fs.open(file, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  }

  async stat(sha256: string): Promise<StoredObjectInfo | null> {
    const stats = await firstFound(this.placesOf(sha256), (file) => fs.stat(file));
    return stats ? { size: stats.size } : null;
  }

  async delete(sha256: string): Promise<void> {
    for (const file of this.placesOf(sha256)) await fs.rm(file, { force: true });
  }
}
