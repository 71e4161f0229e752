import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { createUser, DEFAULT_PASSWORD } from '../../factories/index.js';
import { createEvaluationOrganization } from '../../factories/links.js';
import { registrationBody } from '../../factories/organizations.js';
import { ManualClock } from '../../helpers/manual-clock.js';

let t: TestApp;
// Stands still: every event of a test happens at the same moment, however slow the machine.
const clock = new ManualClock(Date.now());
beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

/** Moves every throttle event of a scope `seconds` into the past (as if that time had passed). */
async function age(scope: string, seconds: number): Promise<void> {
  await t.orm.em
    .fork()
    .getConnection()
    .execute(`update throttle_events set created_at = created_at - make_interval(secs => ?) where scope = ?`, [
      seconds,
      scope,
    ]);
}

describe('Retry-After on every throttle', () => {
  it('login: the seconds until the oldest counted failure leaves the one-minute window', async () => {
    const user = await createUser(t.orm.em.fork());
    const client = t.client();
    for (let i = 0; i < 5; i++) {
      expect((await client.post('/api/login', { email: user.email, password: 'bad', type: 'house' })).status).toBe(422);
    }
    await age('login', 45);
    const refused = await client.post('/api/login', { email: user.email, password: DEFAULT_PASSWORD, type: 'house' });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(14);
    expect(retryAfter).toBeLessThanOrEqual(15);

    // GraphQL answers 200 (no header): the same number is in the error's extensions.
    const gql = await client.gql('mutation($input: LoginInput!) { login(input: $input) { edition } }', {
      input: { email: user.email, password: DEFAULT_PASSWORD, type: 'house' },
    });
    expect(gql.errors?.[0]?.extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfter: expect.any(Number) });

    await age('login', 16);
    expect(
      (await client.post('/api/login', { email: user.email, password: DEFAULT_PASSWORD, type: 'house' })).status,
    ).toBe(200);
  });

  it('password reset mail: the seconds left of the one-mail-a-minute window', async () => {
    const user = await createUser(t.orm.em.fork());
    expect((await t.client().post('/api/password/email', { email: user.email, type: 'house' })).status).toBe(200);
    await age('reset_mail', 20);
    const refused = await t.client().post('/api/password/email', { email: user.email, type: 'house' });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(39);
    expect(retryAfter).toBeLessThanOrEqual(40);
  });

  it('registration: the seconds until the oldest of the hour’s ten attempts leaves the window', async () => {
    const client = t.client();
    for (let i = 0; i < 10; i++) expect((await client.post('/api/register', registrationBody())).status).toBe(201);
    await age('register', 3000);
    const refused = await client.post('/api/register', registrationBody());
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(599);
    expect(retryAfter).toBeLessThanOrEqual(600);
  });

  it('evaluator links: the seconds until the oldest counted failure leaves the one-minute window', async () => {
    const evaluator = await createEvaluationOrganization(t.orm.em.fork());
    const client = t.client();
    const ask = (password: string) =>
      client.get(`/api/links?for_evaluator=1&number=${evaluator.number}&password=${password}`);
    for (let i = 0; i < 5; i++) expect((await ask('wrong-pass')).status).toBe(422);
    await age('evaluator', 30);
    const refused = await ask('Eval-pass-1234');
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(29);
    expect(retryAfter).toBeLessThanOrEqual(30);
    expect(refused.body).toEqual({ message: '試行回数が多すぎます。1分ほど待ってから再度お試しください' });
  });

  it('other answers carry no Retry-After', async () => {
    const wrong = await t.client().post('/api/login', { email: 'nobody@example.jp', password: 'bad', type: 'house' });
    expect(wrong.status).toBe(422);
    expect(wrong.headers.get('retry-after')).toBeNull();
  });
});
