import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { postgresLeftOn, startPortal, type PortalOptions } from './portal-process.js';
import { slowPost, xsrfHeaders } from './slow-requests.js';

export interface SigtermResult {
  total: number;
  answered: number;
  /** Answers that carried Connection: close. */
  closing: number;
  statuses: Record<string, number>;
  errors: Record<string, number>;
  exitCode: number | string;
  exitMs: number;
  postgresLeft: number;
}

/**
 * `connections` requests in flight (bodies trickling in over `requestMs`), SIGTERM `signalAfterMs`
 * after they started: how many got an answer, the exit code, and whether PostgreSQL was left behind.
 */
export async function sigtermUnderLoad(
  options: PortalOptions & { connections?: number; requestMs?: number; signalAfterMs?: number } = {},
): Promise<SigtermResult> {
  const { connections = 20, requestMs = 2_000, signalAfterMs = 500 } = options;
  const portal = await startPortal(options);
  const headers = await xsrfHeaders(portal.baseUrl);
  const body = { email: 'nobody@example.jp', password: 'not-the-password', type: 'house' };
  const requests = Array.from({ length: connections }, () =>
    slowPost(portal.baseUrl, '/api/login', body, headers, requestMs),
  );
  await Promise.all(requests.map((request) => request.received));
  await sleep(signalAfterMs);
  const signalled = Date.now();
  portal.kill('SIGTERM');
  const outcomes = await Promise.all(requests.map((request) => request.answer));
  const exitCode = await Promise.race([portal.exited, sleep(60_000).then(() => 'still running after 60 s')]);
  const exitMs = Date.now() - signalled;
  if (exitCode === 'still running after 60 s') portal.kill('SIGKILL');
  // A postmaster told to stop may take a moment to go: left is what is still there after 5 s.
  let left = postgresLeftOn(portal.dataDir);
  for (let waited = 0; left.length > 0 && waited < 5_000; waited += 100) {
    await sleep(100);
    left = postgresLeftOn(portal.dataDir);
  }
  for (const pid of left) process.kill(pid, 'SIGKILL');
  fs.rmSync(portal.dataDir, { recursive: true, force: true });
  const count = (values: (string | null)[]) =>
    values
      .filter((v): v is string => v !== null)
      .reduce<Record<string, number>>((acc, v) => ({ ...acc, [v]: (acc[v] ?? 0) + 1 }), {});
  return {
    total: connections,
    answered: outcomes.filter((o) => o.status !== null).length,
    closing: outcomes.filter((o) => o.connection === 'close').length,
    statuses: count(outcomes.map((o) => (o.status === null ? null : String(o.status)))),
    errors: count(outcomes.map((o) => o.error)),
    exitCode,
    exitMs,
    postgresLeft: left.length,
  };
}
