import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { logger } from '../logger.js';

/**
 * Stops the PostgreSQL running on `dir` when it is an orphan of ours: its command line names this
 * data directory (so it is the embedded server of this checkout, not a system PostgreSQL) and the
 * Node process that spawned it is gone (it was re-parented, e.g. after kill -9 of npm start).
 * Returns false, touching nothing, when the server still belongs to a live app (another npm start).
 */
export async function stopOrphanedPostmaster(dir: string, pid: number): Promise<boolean> {
  const command = readProc(pid, 'cmdline').split('\0');
  if (!command.some((arg) => path.resolve(arg) === path.resolve(dir))) return false;
  const parent = parentPid(pid);
  if (parent !== null && parent > 1 && /\bnode\b|npm/.test(readProc(parent, 'cmdline').replace(/\0/g, ' ')))
    return false;

  logger.warn({ postmasterPid: pid, dir }, 'stopping an embedded PostgreSQL left running by a crashed start');
  // SIGINT is PostgreSQL's fast shutdown: open sessions are ended, the data is checkpointed.
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 30_000; waited += 100) {
    if (!alive(pid)) {
      fs.rmSync(path.join(dir, 'postmaster.pid'), { force: true });
      return true;
    }
    await sleep(100);
  }
  throw new Error(`the embedded PostgreSQL left in ${dir} (process ${pid}) did not stop within 30 s`);
}

function readProc(pid: number, file: string): string {
  try {
    return fs.readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return '';
  }
}

/** Field 4 of /proc/<pid>/stat; the command name (field 2) may contain spaces, so split after ')'. */
function parentPid(pid: number): number | null {
  const stat = readProc(pid, 'stat');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ppid = Number(fields[1]);
  return Number.isInteger(ppid) ? ppid : null;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return !readProc(pid, 'stat').includes(') Z ');
  } catch {
    return false;
  }
}
