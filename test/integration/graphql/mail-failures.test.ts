import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { roleClients } from '../../helpers/sign-in.js';
import { createOrganization, createUser } from '../../factories/index.js';
import { OrganizationStatus } from '../../../server/core/domain.js';

/**
 * Dead letters: a mail SMTP refuses stays in the queue, an administrator sees who it was for, why
 * it failed and whether the queue gave up, and resends or discards it. Organizations and visitors
 * see nothing.
 */
let t: TestApp;
let c: Awaited<ReturnType<typeof roleClients>>;
let smtp: SMTPServer;
let refuse = true;
const inbox: string[][] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(refuse ? Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }) : undefined);
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        inbox.push(session.envelope.rcptTo.map((r) => r.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  t = await createTestApp({
    smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    mailFrom: 'portal@example.jp',
  });
  c = await roleClients(t);
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const LIST = 'query { mailFailures { id to subject attempts maxAttempts givenUp lastError } }';
const RESEND = 'mutation($id: Int!) { resendMail(id: $id) }';
const DISCARD = 'mutation($id: Int!) { discardMail(id: $id) }';
type Failure = {
  id: number;
  to: string[];
  subject: string;
  attempts: number;
  maxAttempts: number;
  givenUp: boolean;
  lastError: string;
};
const failures = async () => {
  const res = await c.admin.gql<{ mailFailures: Failure[] }>(LIST);
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.mailFailures;
};
const exhaust = (id: number) =>
  t.orm.em
    .fork()
    .getConnection()
    .execute('update graphile_worker._private_jobs set attempts = max_attempts where id = ?', [id]);

async function approvalMailThatFails(): Promise<{ email: string; id: number }> {
  const organization = await createOrganization(t.orm.em.fork(), { status: OrganizationStatus.registered });
  const user = await createUser(t.orm.em.fork(), { organization });
  expect(
    (await c.admin.put(`/api/organizations/${organization.id}/approved/enabled`, { solar_system_manager: true }))
      .status,
  ).toBe(200);
  await t.drainJobs();
  const failure = (await failures()).find((f) => f.to.includes(user.email));
  expect(failure).toBeDefined();
  return { email: user.email, id: failure!.id };
}

describe('mail the queue could not deliver', () => {
  it('is listed for the administrator with its recipients, subject and SMTP reply, and is resent on request', async () => {
    refuse = true;
    const { email, id } = await approvalMailThatFails();
    const [failure] = (await failures()).filter((f) => f.id === id);
    expect(failure).toMatchObject({ to: [email], attempts: 1, maxAttempts: 25, givenUp: false });
    expect(failure!.subject).toMatch(/承認/);
    expect(failure!.lastError).toMatch(/550/);

    await exhaust(id);
    expect((await failures()).find((f) => f.id === id)!.givenUp).toBe(true);

    refuse = false;
    expect((await c.admin.gql(RESEND, { id })).data).toEqual({ resendMail: true });
    await t.drainJobs();
    expect(inbox).toContainEqual([email]);
    expect((await failures()).some((f) => f.id === id)).toBe(false);
  });

  it('is discarded for good on request', async () => {
    refuse = true;
    const { id } = await approvalMailThatFails();
    expect((await c.admin.gql(DISCARD, { id })).data).toEqual({ discardMail: true });
    expect((await failures()).some((f) => f.id === id)).toBe(false);
    expect((await c.admin.gql(RESEND, { id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('is for administrators only', async () => {
    for (const client of [c.organization, c.visitor]) {
      const res = await client.gql(LIST);
      expect(res.data).toBeNull();
      expect(['FORBIDDEN', 'UNAUTHENTICATED']).toContain(res.errors?.[0]?.extensions?.code);
      expect((await client.gql(RESEND, { id: 1 })).errors).toBeDefined();
    }
  });
});
