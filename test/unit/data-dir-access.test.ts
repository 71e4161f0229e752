import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { allowOthersToReach } from '../../server/core/db/data-dir-access.js';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function dirWithMode(mode: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'data-dir-access-'));
  made.push(dir);
  fs.chmodSync(dir, mode);
  return dir;
}

const modeOf = (dir: string) => fs.statSync(dir).mode & 0o7777;

describe("the embedded PostgreSQL's data-dir parent", () => {
  it('becomes readable and searchable by other users', () => {
    const dir = dirWithMode(0o700);
    allowOthersToReach(dir);
    expect(modeOf(dir)).toBe(0o755);
  });

  it('keeps every bit it had: a /tmp-like folder stays 1777', () => {
    const dir = dirWithMode(0o1777);
    allowOthersToReach(dir);
    expect(modeOf(dir)).toBe(0o1777);
  });
});
