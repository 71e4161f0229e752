import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { emptyDatabase } from '../../ops/lib/empty-database.js';
import { postgresLeftOn, startPortal, type PortalProcess } from '../../ops/lib/portal-process.js';

/** Real app processes on one database with a real SMTP server: what survives a crash, what runs once. */
const started: PortalProcess[] = [];
const smtpServers: SMTPServer[] = [];
afterAll(async () => {
  for (const portal of started) {
    portal.kill('SIGKILL');
    await portal.exited;
    for (const pid of postgresLeftOn(portal.dataDir)) process.kill(pid, 'SIGKILL');
    fs.rmSync(portal.dataDir, { recursive: true, force: true });
  }
  for (const smtp of smtpServers) await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

interface Received {
  messageId: string;
  to: string[];
}

/** An SMTP server that records each message's Message-ID; `hang` keeps the DATA phase open forever. */
async function smtpServer(port: number, hang: boolean, received: Received[]): Promise<SMTPServer> {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({
          messageId: /^Message-ID: *(\S+)/im.exec(raw)?.[1] ?? '',
          to: session.envelope.rcptTo.map((r) => r.address),
        });
        if (!hang) callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
  smtpServers.push(smtp);
  return smtp;
}

async function until<T>(
  what: string,
  probe: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 30_000,
): Promise<T> {
  return vi.waitFor(
    async () => {
      const value = await probe();
      if (value === undefined) throw new Error(`timed out waiting for ${what}`);
      return value;
    },
    { timeout: timeoutMs, interval: 100 },
  );
}

async function query<R>(databaseUrl: string, sql: string, params: unknown[] = []): Promise<R[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as R[];
  } finally {
    await client.end();
  }
}

describe('mail and housekeeping across app processes', () => {
  it('retries a mail whose process was killed mid-send, after restart, with the same Message-ID', async () => {
    const databaseUrl = await emptyDatabase('ops_mail_kill');
    const hanging: Received[] = [];
    const first = await smtpServer(0, true, hanging);
    const port = (first.server.address() as AddressInfo).port;
    const env = {
      DATABASE_URL: databaseUrl,
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      PUBLIC_BASE_URL: 'https://portal.example.jp',
      MAIL_FROM: 'portal@example.jp',
      JOB_POLL_INTERVAL_MS: '200',
      // The restarted process's first sweep for dead processes' locks comes within 2 s, not 60.
      JOB_LOCK_SWEEP_SECONDS: '2',
    };

    const crashed = await startPortal({ env });
    started.push(crashed);
    await query(
      databaseUrl,
      `select graphile_worker.add_job('send_mail', $1::json, max_attempts => 25, job_key => 'mail:ops-kill-test')`,
      [
        JSON.stringify({
          to: ['maker@example.jp'],
          subject: '承認のお知らせ',
          text: '本文',
          messageKey: 'ops-kill-test',
        }),
      ],
    );
    await until('the first attempt inside DATA', () => hanging[0]);
    crashed.kill('SIGKILL');
    await crashed.exited;
    const [locked] = await query<{ attempts: number; locked: boolean }>(
      databaseUrl,
      `select attempts, locked_at is not null as locked from graphile_worker.jobs where key = 'mail:ops-kill-test'`,
    );
    expect(locked).toEqual({ attempts: 1, locked: true });

    await new Promise<void>((resolve) => first.close(() => resolve()));
    const inbox: Received[] = [];
    await smtpServer(port, false, inbox);
    // graphile-worker frees a dead worker's lock once it is 4 hours old (a sweep every runner makes
    // soon after starting, then every JOB_LOCK_SWEEP_SECONDS): let those hours pass in the database.
    await query(
      databaseUrl,
      `update graphile_worker._private_jobs set locked_at = now() - interval '5 hours', run_at = now()`,
    );

    const restarted = await startPortal({ env });
    started.push(restarted);
    await until('the retried delivery', () => inbox[0], 90_000);
    // Done once the worker has deleted the job and said so: no later attempt can deliver it again.
    await until('the job completed', async () => {
      const jobs = await query(databaseUrl, `select id from graphile_worker.jobs where key = 'mail:ops-kill-test'`);
      return jobs.length === 0 && /Completed task \d+ \(send_mail/.test(restarted.output()) ? true : undefined;
    });
    expect(inbox).toEqual([{ messageId: hanging[0]!.messageId, to: ['maker@example.jp'] }]);
    expect(hanging[0]!.messageId).toBe('<ops-kill-test@example.jp>');
    // The worker logs the jobs it ran, never their payload (a reset mail's body holds its link).
    expect(restarted.output()).toMatch(/Completed task \d+ \(send_mail/);
    expect(crashed.output() + restarted.output()).not.toContain('本文');
    expect(await query(databaseUrl, `select id from graphile_worker.jobs where key = 'mail:ops-kill-test'`)).toEqual(
      [],
    );
  }, 180_000);

  it('runs each housekeeping round once although every process schedules it', async () => {
    const databaseUrl = await emptyDatabase('ops_housekeeping_once');
    const [a, b] = await Promise.all([
      startPortal({ env: { DATABASE_URL: databaseUrl } }),
      startPortal({ env: { DATABASE_URL: databaseUrl } }),
    ]);
    started.push(a!, b!);
    const rounds = () =>
      (a!.output() + b!.output()).split('\n').filter((line) => line.includes('housekeeping done')).length;
    // Both processes queued the chain before they listened (startPortal waits for that). Once a
    // round is done and the only pending round is the one it queued for 10 minutes on, no second
    // round can run in this test: it must have run already to be counted.
    const pending = await until('a housekeeping round and the next one queued', async () => {
      const jobs = await query<{ run_at: Date }>(
        databaseUrl,
        `select run_at from graphile_worker.jobs where key = 'housekeeping'`,
      );
      const queued = jobs.length === 1 && jobs[0]!.run_at.getTime() > Date.now() + 5 * 60_000;
      return queued && rounds() > 0 ? jobs : undefined;
    });
    expect(rounds()).toBe(1);
    expect(pending).toHaveLength(1);
  }, 180_000);
});
