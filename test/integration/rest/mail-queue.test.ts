import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { signedIn } from '../../helpers/sign-in.js';
import { createOrganization, createUser } from '../../factories/index.js';
import { OrganizationStatus } from '../../../server/core/domain.js';

/**
 * An SMTP outage seen from a request: first a server that accepts and never greets, then
 * nothing listening, then a real SMTP server on the same port.
 */
let t: TestApp;
let port: number;
let silent: net.Server;
const silentSockets = new Set<net.Socket>();
let smtp: SMTPServer | undefined;
const inbox: string[][] = [];

beforeAll(async () => {
  silent = net.createServer((socket) => silentSockets.add(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  port = (silent.address() as AddressInfo).port;
  t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'portal@example.jp' });
});

afterAll(async () => {
  await t.close();
  for (const socket of silentSockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
  if (smtp) await new Promise<void>((resolve) => smtp!.close(() => resolve()));
});

const mailJobs = async () =>
  (await t.orm.em
    .fork()
    .getConnection()
    .execute(
      `select attempts, last_error from graphile_worker.jobs where task_identifier = 'send_mail' order by id`,
    )) as { attempts: number; last_error: string | null }[];

describe('mail through the job queue during an SMTP outage', () => {
  it('answers the approval at once, retries after a failed attempt and delivers exactly once when SMTP is back', async () => {
    const organization = await createOrganization(t.orm.em.fork(), { status: OrganizationStatus.registered });
    const user = await createUser(t.orm.em.fork(), { organization });
    const { client } = await signedIn(t, 'admin');

    const started = performance.now();
    const res = await client.put(`/api/organizations/${organization.id}/approved/enabled`, {
      solar_system_manager: true,
    });
    expect(res.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(await mailJobs()).toEqual([{ attempts: 0, last_error: null }]);

    // Nothing listens now: the attempt fails and the job waits for its backoff.
    for (const socket of silentSockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
    await t.drainJobs();
    const [failed] = await mailJobs();
    expect(failed!.attempts).toBe(1);
    expect(failed!.last_error).toMatch(/ECONNREFUSED/);

    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        stream.resume();
        stream.on('end', () => {
          inbox.push(session.envelope.rcptTo.map((r) => r.address));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp!.listen(port, '127.0.0.1', resolve));
    // Skip the backoff instead of sleeping through it.
    await t.orm.em.fork().getConnection().execute('update graphile_worker._private_jobs set run_at = now()');
    await t.drainJobs();
    await t.drainJobs();
    expect(inbox).toEqual([[user.email]]);
    expect(await mailJobs()).toEqual([]);
  });

  it('writes no mail job when the change itself fails', async () => {
    const { client } = await signedIn(t, 'admin');
    const before = (await mailJobs()).length;
    expect(
      (await client.put('/api/organizations/999999/approved/enabled', { solar_system_manager: true })).status,
    ).toBe(404);
    expect(await mailJobs()).toHaveLength(before);
  });
});
