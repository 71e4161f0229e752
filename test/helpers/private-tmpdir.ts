import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Runs `run` with os.tmpdir() pointing at a fresh folder (TMPDIR; a server test worker runs one
 * file at a time), then answers what is left in it once the responses' clean-ups had up to two seconds.
 */
export async function tmpdirLeftovers(run: () => Promise<void>): Promise<string[]> {
  const previous = process.env.TMPDIR;
  const dir = mkdtempSync(path.join(tmpdir(), 'private-tmp-'));
  process.env.TMPDIR = dir;
  try {
    await run();
    const deadline = Date.now() + 2000;
    while (readdirSync(dir).length > 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    return readdirSync(dir);
  } finally {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    rmSync(dir, { recursive: true, force: true });
  }
}
