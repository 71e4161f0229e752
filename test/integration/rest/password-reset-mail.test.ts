import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { signedIn } from '../../helpers/sign-in.js';
import { createAdmin, createOrganization, createUser, DEFAULT_PASSWORD } from '../../factories/index.js';
import { registrationBody } from '../../factories/organizations.js';
import { parseMail } from '../../helpers/mail-parse.js';
import { OrganizationStatus } from '../../../server/core/domain.js';
import { PasswordResetToken } from '../../../server/modules/auth/password-reset-token.entity.js';
import { User } from '../../../server/modules/users/user.entity.js';
import { ThrottleEvent } from '../../../server/modules/auth/throttle-event.entity.js';

interface Received {
  to: string[];
  subject: string;
  text: string;
  messageId: string;
}

/** A real SMTP server in the test process: the app sends through nodemailer over TCP. */
let smtp: SMTPServer;
const inbox: Received[] = [];
let t: TestApp;
/** While set, the SMTP server holds every message (a slow mail transport). */
let hold: Promise<void> | null = null;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = parseMail(Buffer.concat(chunks).toString('utf8'));
        expect(mail.headers['content-type']).toMatch(/text\/plain; charset=utf-8/i);
        void Promise.resolve(hold).then(() => {
          inbox.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: mail.subject,
            text: mail.text,
            messageId: mail.headers['message-id'] ?? '',
          });
          callback();
        });
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  t = await createTestApp({
    smtpUrl: `smtp://127.0.0.1:${port}`,
    mailFrom: 'portal@example.jp',
    publicBaseUrl: 'https://portal.example.jp',
    associationUrl: 'https://association.example.or.jp/',
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const mailTo = (address: string) => inbox.filter((m) => m.to.includes(address));
/** Reset mails go out after the answer: wait until the mailer has handed them over. */
const delivered = () => t.drainJobs();
const resetLink = (text: string) =>
  /https:\/\/portal\.example\.jp\/password\/reset\/(house|building)\/([A-Za-z0-9_-]+)/.exec(text);

describe('mail over a real SMTP server', () => {
  it('sends the reset link; the link completes the reset, ends sessions and unlocks; reuse is refused', async () => {
    const em = t.orm.em.fork();
    const { client, user } = await signedIn(t, 'organization');
    await em.nativeUpdate(User, { id: user.id }, { lockedAt: new Date(), failedLoginCount: 10 });

    const requested = await t
      .client()
      .post<{ message: string }>('/api/password/email', { email: user.email.toUpperCase(), type: 'building' });
    expect(requested.status).toBe(200);
    expect(requested.body.message).toBe(
      '入力されたメールアドレスが登録されている場合、パスワード再設定用のメールを送信しました',
    );
    await delivered();
    const mail = mailTo(user.email).at(-1)!;
    expect(mail.subject).toBe('【省エネ設備 登録情報ポータル】パスワード再設定のご案内');
    const match = resetLink(mail.text)!;
    expect(match[1]).toBe('building');
    const token = match[2]!;

    // Only the hash is stored.
    const stored = await t.orm.em.fork().find(PasswordResetToken, { user: user.id });
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toBe(token);

    const reset = await t.client().post<{ message: string }>('/api/password/reset', {
      email: user.email,
      password: 'Reset-pass-99',
      password_confirmation: 'Reset-pass-99',
      token,
      type: 'building',
    });
    expect(reset.status).toBe(200);
    expect((await client.get('/api/login')).status).toBe(401);
    const after = await t.orm.em.fork().findOneOrFail(User, user.id);
    expect(after.lockedAt).toBeNull();
    await t.client().login(user.email, 'Reset-pass-99', 'building');

    const reused = await t.client().post<{ errors: Record<string, string[]> }>('/api/password/reset', {
      email: user.email,
      password: 'Reset-pass-100',
      password_confirmation: 'Reset-pass-100',
      token,
      type: 'building',
    });
    expect(reused.status).toBe(422);
    expect(reused.body.errors).toEqual({
      token: ['パスワード再設定用のリンクが無効か、有効期限が切れています。もう一度お手続きください'],
    });
  });

  it('refuses an expired token, a token for another address, and answers the same for unknown addresses', async () => {
    const user = await createUser(t.orm.em.fork());
    await t.client().post('/api/password/email', { email: user.email, type: 'house' });
    await delivered();
    const token = resetLink(mailTo(user.email).at(-1)!.text)![2]!;
    const body = {
      email: user.email,
      password: 'Reset-pass-77',
      password_confirmation: 'Reset-pass-77',
      token,
      type: 'house',
    };

    expect((await t.client().post('/api/password/reset', { ...body, email: 'someone-else@example.jp' })).status).toBe(
      422,
    );
    await t.orm.em
      .fork()
      .nativeUpdate(PasswordResetToken, { user: user.id }, { expiresAt: new Date(Date.now() - 1000) });
    expect((await t.client().post('/api/password/reset', body)).status).toBe(422);

    const before = inbox.length;
    const unknown = await t
      .client()
      .post<{ message: string }>('/api/password/email', { email: 'nobody@example.jp', type: 'house' });
    expect(unknown.status).toBe(200);
    expect(unknown.body.message).toBe(
      '入力されたメールアドレスが登録されている場合、パスワード再設定用のメールを送信しました',
    );
    await delivered();
    expect(inbox.length).toBe(before);
  });

  it('sends at most one reset mail a minute per address', async () => {
    const user = await createUser(t.orm.em.fork());
    expect((await t.client().post('/api/password/email', { email: user.email, type: 'house' })).status).toBe(200);
    const again = await t
      .client()
      .post<{ message: string }>('/api/password/email', { email: user.email, type: 'house' });
    expect(again.status).toBe(429);
    expect(again.body.message).toBe('再設定メールは1分に1回まで送信できます。しばらくしてから再度お試しください');
    await delivered();
    expect(mailTo(user.email)).toHaveLength(1);
    expect((await t.client().post('/api/password/email', { email: 'nobody2@example.jp', type: 'house' })).status).toBe(
      200,
    );
    expect((await t.client().post('/api/password/email', { email: 'nobody2@example.jp', type: 'house' })).status).toBe(
      429,
    );
    await t.orm.em.fork().nativeDelete(ThrottleEvent, { scope: 'reset_mail' });
    expect((await t.client().post('/api/password/email', { email: user.email, type: 'house' })).status).toBe(200);
    // A later reset is a new mail: Gmail drops a message whose Message-ID it has already seen.
    await delivered();
    const ids = mailTo(user.email).map((m) => m.messageId);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toMatch(/^<[0-9a-f-]{36}@example\.jp>$/);
    expect(ids[1]).not.toBe(ids[0]);
  });

  it('answers without waiting for the mail transport, so a known address answers as fast as an unknown one', async () => {
    const user = await createUser(t.orm.em.fork());
    let release!: () => void;
    hold = new Promise<void>((resolve) => (release = resolve));
    try {
      const request = t.client().post<{ message: string }>('/api/password/email', { email: user.email, type: 'house' });
      const answer = await Promise.race([
        request,
        new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 5_000)),
      ]);
      expect(answer, 'the answer waited for the SMTP server').not.toBe('waited');
      expect(answer).toMatchObject({ status: 200 });
      expect(mailTo(user.email)).toHaveLength(0);
    } finally {
      hold = null;
      release();
    }
    await delivered();
    expect(mailTo(user.email)).toHaveLength(1);
  });

  it('validates with the exact messages', async () => {
    const empty = await t
      .client()
      .post<{ errors: Record<string, string[]> }>('/api/password/email', { email: '', type: 'x' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({
      email: ['メールアドレスを入力してください'],
      type: ['種別は house または building を指定してください'],
    });
    const reset = await t.client().post<{ errors: Record<string, string[]> }>('/api/password/reset', {
      email: 'a@example.jp',
      password: '',
      password_confirmation: 'x',
      token: '',
      type: 'house',
    });
    expect(reset.body.errors).toEqual({
      password: ['パスワードを入力してください'],
      password_confirmation: ['パスワードが確認用パスワードと一致しません'],
      token: ['パスワード再設定用のリンクが無効か、有効期限が切れています。もう一度お手続きください'],
    });
    expect((await t.client().post('/api/password/reset', { email: ['x'], token: {}, type: 1 })).status).toBe(422);
  });

  it('tells the administrators about a registration and the organization about its approval', async () => {
    const admin = await createAdmin(t.orm.em.fork());
    const body = registrationBody();
    const res = await t.client().post<{ organization: { id: number } }>('/api/register', body);
    expect(res.status).toBe(201);
    await delivered();
    const notice = mailTo(admin.email).at(-1)!;
    expect(notice.subject).toBe('【省エネ設備 登録情報ポータル】情報提供事業者の登録申請がありました');
    expect(notice.text).toContain(
      `https://portal.example.jp/login/house?next=%2Fadmin%2Forganizations%2F${res.body.organization.id}`,
    );

    const { client } = await signedIn(t, 'admin');
    await client.put(`/api/organizations/${res.body.organization.id}/approved/enabled`, { solar_system_manager: true });
    await delivered();
    const approved = mailTo(body.user.email).at(-1)!;
    expect(approved.subject).toBe('【省エネ設備 登録情報ポータル】情報提供事業者の登録が承認されました');
    expect(approved.text).toContain('ソーラーシステム');
    expect(approved.text).toContain('https://portal.example.jp/login/house');
    await t.client().login(body.user.email, 'Register-pass-1');

    // Changing the flags of an approved organization is not a second approval.
    const flagsOf = (on: string[]) =>
      Object.fromEntries(
        [
          'cogeneration_manager',
          'hybrid_water_heater_manager',
          'electric_heat_pump_manager',
          'solar_system_manager',
          'solar_water_heater_manager',
        ].map((f) => [f, on.includes(f)]),
      );
    const received = mailTo(body.user.email).length;
    await client.put(
      `/api/organizations/${res.body.organization.id}/approved/enabled`,
      flagsOf(['solar_system_manager', 'solar_water_heater_manager']),
    );
    await delivered();
    expect(mailTo(body.user.email)).toHaveLength(received + 1);
    const changed = mailTo(body.user.email).at(-1)!;
    expect(changed.subject).toBe('【省エネ設備 登録情報ポータル】管理できる機器が変更されました');
    expect(changed.text).toContain('変更後の管理できる機器: ソーラーシステム、太陽熱温水器');
    expect(changed.text).not.toContain('承認されました');
    // The same flags again change nothing and send nothing.
    await client.put(
      `/api/organizations/${res.body.organization.id}/approved/enabled`,
      flagsOf(['solar_system_manager', 'solar_water_heater_manager']),
    );
    await delivered();
    expect(mailTo(body.user.email)).toHaveLength(received + 1);

    const org = await createOrganization(t.orm.em.fork(), { status: OrganizationStatus.approved });
    const member = await createUser(t.orm.em.fork(), { organization: org });
    await client.put(`/api/organizations/${org.id}/approved/disabled`);
    await delivered();
    const stopped = mailTo(member.email).at(-1)!;
    expect(stopped.subject).toBe('【省エネ設備 登録情報ポータル】情報提供事業者の利用が停止されました');
    // Where 運営事務局 is: the contact page the footer links to.
    expect(stopped.text).toContain(
      'ご不明な点は運営事務局までお問い合わせください。\nお問い合わせ: https://association.example.or.jp/contact/',
    );
    expect(
      await t.client().post('/api/login', { email: member.email, password: DEFAULT_PASSWORD, type: 'house' }),
    ).toMatchObject({ status: 403 });

    // An application refused before approval is told so, not that its use was stopped.
    const applicant = await createOrganization(t.orm.em.fork(), { status: OrganizationStatus.registered });
    const applicantUser = await createUser(t.orm.em.fork(), { organization: applicant });
    await client.put(`/api/organizations/${applicant.id}/approved/disabled`);
    await delivered();
    const refusal = mailTo(applicantUser.email).at(-1)!;
    expect(refusal.subject).toBe('【省エネ設備 登録情報ポータル】情報提供事業者の登録申請について');
    expect(refusal.text).toContain('登録申請は、管理者により承認されませんでした');
    expect(refusal.text).not.toContain('利用が管理者により停止されました');
    expect(refusal.text).toContain('お問い合わせ: https://association.example.or.jp/contact/');
  });
});
