import fs from 'node:fs';

/**
 * Lets other users (the 'postgres' user the embedded server runs as under root) read and search
 * `dir`: the bits are added, none taken away, so a shared parent such as /tmp (1777) keeps its
 * sticky and write bits.
 */
export function allowOthersToReach(dir: string): void {
  fs.chmodSync(dir, (fs.statSync(dir).mode & 0o7777) | 0o055);
}
