import fs from 'node:fs/promises';
import path from 'node:path';
import { fanOutKey } from './file-store.js';

/** The local store's first layout, `ab/cd/<sha256>` (the S3 driver's object names still are). */
export const legacyKey = fanOutKey;

/** Written once the legacy directories are gone; its presence makes the move a single stat. */
const MARKER = '.one-level-fan-out';
const HEX_PAIR = /^[0-9a-f]{2}$/;
const SHA256_NAME = /^[0-9a-f]{64}$/;

const ignoring =
  (...codes: string[]) =>
  (error: NodeJS.ErrnoException) => {
    if (!codes.includes(error.code ?? '')) throw error;
  };

const subdirectories = async (directory: string) =>
  (await fs.readdir(directory, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory() && HEX_PAIR.test(entry.name))
    .map((entry) => path.join(directory, entry.name));

/**
 * Moves every file of the legacy layout up into its first-level directory (`ab/cd/<sha256>` →
 * `ab/<sha256>`) and removes the emptied directories (one holding a temporary file stays: a
 * process of the previous release may be writing it). Safe in several processes at once and
 * after a crash halfway (it runs again until the marker is written). Returns how many it moved.
 */
export async function flattenLegacyFanOut(root: string): Promise<number> {
  const marker = path.join(root, MARKER);
  if (await fs.stat(marker).then(() => true, ignoring('ENOENT'))) return 0;
  await fs.mkdir(root, { recursive: true });
  let moved = 0;
  for (const top of await subdirectories(root)) {
    for (const legacy of await subdirectories(top)) {
      for (const name of (await fs.readdir(legacy).catch(ignoring('ENOENT'))) ?? []) {
        if (!SHA256_NAME.test(name)) continue;
        // Another process may have moved it already.
        const renamed = await fs
          .rename(path.join(legacy, name), path.join(top, name))
          .then(() => true, ignoring('ENOENT'));
        if (renamed) moved += 1;
      }
      await fs.rmdir(legacy).catch(ignoring('ENOENT', 'ENOTEMPTY'));
    }
  }
  await fs.writeFile(marker, 'certificate files live under <first two hex digits>/<sha256>\n');
  return moved;
}
