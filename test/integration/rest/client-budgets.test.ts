import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as passwords from '../../../server/core/security/passwords.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { createUser, DEFAULT_PASSWORD } from '../../factories/index.js';
import { ManualClock } from '../../helpers/manual-clock.js';

let t: TestApp;
// Stands still: the budgets are per calendar minute, and a test must not straddle two of them.
const clock = new ManualClock(Date.now());
beforeAll(async () => {
  // Three argon2 checks and two reset mails a minute per client IP; X-Forwarded-For names the client.
  t = await createTestApp({ passwordChecksPerMinute: 3, resetMailsPerMinute: 2, trustProxy: 1 }, { clock });
});
afterAll(() => t.close());

const from = (ip: string) => ({ 'x-forwarded-for': ip });
const signIn = (ip: string, email: string, password = 'wrong-password') =>
  t.client().request('POST', '/api/login', { email, password, type: 'house' }, from(ip));

describe('password checks per client IP', () => {
  it('answers 429 past the budget whatever address is tried, before any argon2 work, and counts per IP', async () => {
    const user = await createUser(t.orm.em.fork(), { email: 'budget@example.jp' });
    for (let i = 0; i < 3; i++) expect((await signIn('203.0.113.1', `new-${i}@example.jp`)).status).toBe(422);
    const verify = vi.spyOn(passwords, 'verifyPassword');
    try {
      const fourth = await signIn('203.0.113.1', user.email, DEFAULT_PASSWORD);
      expect(fourth.status).toBe(429);
      expect(fourth.body).toMatchObject({
        message: 'ログインの試行回数が多すぎます。1分ほど待ってから再度お試しください',
      });
      expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(verify).not.toHaveBeenCalled();
      // The spy does see a check: one from another client.
      expect((await signIn('203.0.113.9', user.email)).status).toBe(422);
      expect(verify).toHaveBeenCalledTimes(1);
    } finally {
      verify.mockRestore();
    }
    // Another client still signs in.
    expect((await signIn('203.0.113.2', user.email, DEFAULT_PASSWORD)).status).toBe(200);
  });

  it('counts the address the proxy saw: a client writing its own X-Forwarded-For gets no fresh budget', async () => {
    // The balancer appends the address it saw; what the client wrote stays on the left.
    for (let i = 0; i < 3; i++)
      expect((await signIn(`198.51.100.${i}, 203.0.113.5`, 'nobody@example.jp')).status).toBe(422);
    expect((await signIn('198.51.100.77, 203.0.113.5', 'nobody@example.jp')).status).toBe(429);
  });

  it('shares the budget with the evaluator links and setting a password from a reset link', async () => {
    const ip = '203.0.113.3';
    expect((await signIn(ip, 'someone@example.jp')).status).toBe(422);
    const evaluatorLinks = () =>
      t.client().request('GET', '/api/links?for_evaluator=1&number=E-1&password=nope', undefined, from(ip));
    expect((await evaluatorLinks()).status).toBe(422);
    const reset = () =>
      t.client().request(
        'POST',
        '/api/password/reset',
        {
          type: 'house',
          token: 'x'.repeat(64),
          email: 'someone@example.jp',
          password: 'New-password-1234',
          password_confirmation: 'New-password-1234',
        },
        from(ip),
      );
    expect((await reset()).status).toBe(422);
    expect((await reset()).status).toBe(429);
    expect((await evaluatorLinks()).status).toBe(429);
  });

  it('limits reset-mail requests per client IP whatever the addresses, with a budget of their own', async () => {
    const ip = '203.0.113.4';
    const ask = (email: string) =>
      t.client().request('POST', '/api/password/email', { email, type: 'house' }, from(ip));
    expect((await ask('one@example.jp')).status).toBe(200);
    expect((await ask('two@example.jp')).status).toBe(200);
    const third = await ask('three@example.jp');
    expect(third.status).toBe(429);
    expect(third.body).toMatchObject({
      message: '再設定メールは1分に1回まで送信できます。しばらくしてから再度お試しください',
    });
    // Sign-in from that client still has its own budget.
    expect((await signIn(ip, 'one@example.jp')).status).toBe(422);
  });
});
