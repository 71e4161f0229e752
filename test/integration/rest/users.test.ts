import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { roleClients, signedIn } from '../../helpers/sign-in.js';
import { createOrganization, createUser, DEFAULT_PASSWORD } from '../../factories/index.js';
import { newUserBody } from '../../factories/organizations.js';
import { User } from '../../../server/modules/users/user.entity.js';

let t: TestApp;
let c: Awaited<ReturnType<typeof roleClients>>;
beforeAll(async () => {
  t = await createTestApp();
  c = await roleClients(t);
});
afterAll(() => t.close());

type UserJson = { id: number; email: string; organization_id: number; name: string };

describe('/api/users', () => {
  it('creates a user in the own organization, edits and deletes it', async () => {
    const created = await c.organization.post<{ user: UserJson }>(
      '/api/users',
      newUserBody({
        email: 'New.Member@Example.jp',
        email_confirmation: 'new.member@example.jp',
        organization_id: 999,
      }),
    );
    expect(created.status).toBe(201);
    expect(created.body.user).toMatchObject({
      email: 'new.member@example.jp',
      organization_id: c.organizationUser.organization!.id,
    });
    expect(created.body.user).not.toHaveProperty('password_hash');
    const id = created.body.user.id;
    await t.client().login('new.member@example.jp', 'Member-pass-1');

    expect((await c.organization.get<{ users: UserJson[] }>(`/api/users/${id}`)).body.users[0]!.id).toBe(id);
    const updated = await c.organization.put<{ user: UserJson }>(`/api/users/${id}`, {
      ...newUserBody({ name: '変更 次郎' }),
      email: 'changed@example.jp',
      email_confirmation: 'changed@example.jp',
      password: '',
      password_confirmation: '',
    });
    expect(updated.status).toBe(200);
    expect(updated.body.user).toMatchObject({ name: '変更 次郎', email: 'changed@example.jp' });
    await t.client().login('changed@example.jp', 'Member-pass-1'); // password unchanged when blank

    expect((await c.organization.delete(`/api/users/${id}`)).status).toBe(204);
    expect((await c.organization.get(`/api/users/${id}`)).status).toBe(404);
  });

  it('takes an email address typed in full-width (a Japanese IME) as its half-width address, to store and to sign in', async () => {
    const created = await c.organization.post<{ user: UserJson }>(
      '/api/users',
      newUserBody({
        email: 'ｚｅｎｋａｋｕ．ｔａｒｏ＠ｅｘａｍｐｌｅ．ｊｐ',
        email_confirmation: 'zenkaku.taro@example.jp',
      }),
    );
    expect(created.status).toBe(201);
    expect(created.body.user).toMatchObject({ email: 'zenkaku.taro@example.jp' });
    const typed = 'ＺＥＮＫＡＫＵ．ｔａｒｏ＠ｅｘａｍｐｌｅ．ｊｐ';
    const login = await t.client().post('/api/login', { email: typed, password: 'Member-pass-1', type: 'house' });
    expect(login.status).toBe(200);
  });

  it('a new password on edit ends that user’s sessions', async () => {
    const org = await createOrganization(t.orm.em.fork());
    const me = await signedIn(t, 'organization', { organization: org });
    const other = await signedIn(t, 'organization', { organization: org });
    const res = await me.client.put(`/api/users/${other.user.id}`, {
      ...newUserBody(),
      email: other.user.email,
      email_confirmation: other.user.email,
      password: 'Brand-new-1',
      password_confirmation: 'Brand-new-1',
    });
    expect(res.status).toBe(200);
    expect((await other.client.get('/api/login')).status).toBe(401);
    expect((await me.client.get('/api/login')).status).toBe(200);
  });

  it('answers 422 with the exact messages; email unique across the portal', async () => {
    const empty = await c.organization.post<{ errors: Record<string, string[]> }>('/api/users', {
      name: '',
      tel: '',
      email: '',
      email_confirmation: 'a@example.jp',
      password: '',
      password_confirmation: 'x',
    });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({
      name: ['担当者名を入力してください'],
      tel: ['電話番号を入力してください'],
      email: ['メールアドレスを入力してください'],
      email_confirmation: ['メールアドレスが確認用メールアドレスと一致しません'],
      password: ['パスワードを入力してください'],
      password_confirmation: ['パスワードが確認用パスワードと一致しません'],
    });
    const short = await c.organization.post<{ errors: Record<string, string[]> }>(
      '/api/users',
      newUserBody({ email: 'bad', email_confirmation: 'bad', password: 'short', password_confirmation: 'short' }),
    );
    expect(short.body.errors).toEqual({
      email: ['メールアドレスの形式が正しくありません'],
      password: ['パスワードは8文字以上で入力してください'],
    });
    // Another organization's user already has this address.
    const elsewhere = await createUser(t.orm.em.fork());
    const taken = await c.organization.post<{ errors: Record<string, string[]> }>(
      '/api/users',
      newUserBody({ email: elsewhere.email.toUpperCase(), email_confirmation: elsewhere.email }),
    );
    expect(taken.body.errors).toEqual({ email: ['このメールアドレスは既に登録されています'] });
    const takenOnEdit = await c.organization.put<{ errors: Record<string, string[]> }>(
      `/api/users/${c.organizationUser.id}`,
      newUserBody({
        email: elsewhere.email,
        email_confirmation: elsewhere.email,
        password: '',
        password_confirmation: '',
      }),
    );
    expect(takenOnEdit.body.errors).toEqual({ email: ['このメールアドレスは既に登録されています'] });
    for (const bad of [{ name: ['x'] }, { email: { a: 1 } }, { password: 12345678 }]) {
      expect((await c.organization.post('/api/users', newUserBody(bad))).status).toBe(422);
    }
  });

  it('refuses deleting oneself or the last user', async () => {
    const org = await createOrganization(t.orm.em.fork());
    const me = await signedIn(t, 'organization', { organization: org });
    const self = await me.client.delete<{ message: string }>(`/api/users/${me.user.id}`);
    expect(self.status).toBe(409);
    expect(self.body.message).toBe('ログイン中のユーザーは削除できません');
    const other = await createUser(t.orm.em.fork(), { organization: org });
    expect((await me.client.delete(`/api/users/${other.id}`)).status).toBe(204);
    expect(await t.orm.em.fork().count(User, { organization: org.id })).toBe(1);
  });

  it('401 for visitors, 403 for administrators, 404 for another organization’s user (as for unknown ids)', async () => {
    const stranger = await createUser(t.orm.em.fork());
    expect((await c.visitor.post('/api/users', newUserBody())).status).toBe(401);
    expect((await c.visitor.put(`/api/users/${stranger.id}`, newUserBody())).status).toBe(401);
    expect((await c.visitor.delete(`/api/users/${stranger.id}`)).status).toBe(401);
    expect((await c.visitor.get(`/api/users/${stranger.id}`)).status).toBe(401);
    expect((await c.admin.post('/api/users', newUserBody())).status).toBe(403);
    expect((await c.admin.put(`/api/users/${stranger.id}`, newUserBody())).status).toBe(403);
    expect((await c.admin.delete(`/api/users/${stranger.id}`)).status).toBe(403);
    expect((await c.admin.get(`/api/users/${stranger.id}`)).status).toBe(200);
    expect((await c.organization.get(`/api/users/${stranger.id}`)).status).toBe(404);
    expect((await c.organization.put(`/api/users/${stranger.id}`, newUserBody())).status).toBe(404);
    expect((await c.organization.delete(`/api/users/${stranger.id}`)).status).toBe(404);
    expect((await c.organization.put('/api/users/999999', newUserBody())).status).toBe(404);
    expect((await c.organization.delete('/api/users/999999')).status).toBe(404);
    expect((await c.organization.get('/api/users/abc')).status).toBe(404);
  });
});

describe('PUT /api/users/{own id}: a session alone cannot take the account over', () => {
  it('refuses a new password (that is the password change screen, with the old one)', async () => {
    const { client, user } = await signedIn(t, 'organization');
    const res = await client.put<{ errors: Record<string, string[]> }>(`/api/users/${user.id}`, {
      ...newUserBody(),
      email: user.email,
      email_confirmation: user.email,
      password: 'Taken-over-1',
      password_confirmation: 'Taken-over-1',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ password: ['ご自身のパスワードはパスワード変更画面で変更してください'] });
    await t.client().login(user.email, DEFAULT_PASSWORD);
    const stored = await t.orm.em.fork().findOneOrFail(User, user.id);
    expect(stored.name).toBe(user.name);
  });

  it('changes the own email only with the current password; other fields need none', async () => {
    const { client, user } = await signedIn(t, 'organization');
    const url = `/api/users/${user.id}`;
    const moved = { ...newUserBody({ name: '自分 変更' }), password: '', password_confirmation: '' };
    const missing = await client.put<{ errors: Record<string, string[]> }>(url, moved);
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({
      current_password: ['メールアドレスを変更するには現在のパスワードを入力してください'],
    });
    const wrong = await client.put<{ errors: Record<string, string[]> }>(url, {
      ...moved,
      current_password: 'wrong-pass-1',
    });
    expect(wrong.body.errors).toEqual({ current_password: ['現在のパスワードが正しくありません'] });
    expect((await t.orm.em.fork().findOneOrFail(User, user.id)).email).toBe(user.email);

    const renamed = await client.put<{ user: { name: string } }>(url, {
      ...moved,
      email: user.email.toUpperCase(),
      email_confirmation: user.email,
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.user.name).toBe('自分 変更');
    const ok = await client.put<{ user: { email: string } }>(url, { ...moved, current_password: DEFAULT_PASSWORD });
    expect(ok.status).toBe(200);
    expect(ok.body.user.email).toBe(moved.email);
    await t.client().login(moved.email, DEFAULT_PASSWORD);
  });
});

describe('PUT /api/users/{id}/password', () => {
  it('checks the old password, sets the new one and ends the other sessions only', async () => {
    const org = await createOrganization(t.orm.em.fork());
    const { client, user } = await signedIn(t, 'organization', { organization: org });
    const second = t.client();
    await second.login(user.email, DEFAULT_PASSWORD);
    const url = `/api/users/${user.id}/password`;
    const empty = await client.put<{ errors: Record<string, string[]> }>(url, {
      old_password: '',
      new_password: '',
      new_password_confirmation: 'x',
    });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({
      old_password: ['現在のパスワードを入力してください'],
      new_password: ['パスワードを入力してください'],
      new_password_confirmation: ['パスワードが確認用パスワードと一致しません'],
    });
    const wrong = await client.put<{ errors: Record<string, string[]> }>(url, {
      old_password: 'wrong-one',
      new_password: 'Another-1',
      new_password_confirmation: 'Another-1',
    });
    expect(wrong.body.errors).toEqual({ old_password: ['現在のパスワードが正しくありません'] });
    const ok = await client.put(url, {
      old_password: DEFAULT_PASSWORD,
      new_password: 'Another-1',
      new_password_confirmation: 'Another-1',
    });
    expect(ok.status).toBe(200);
    expect((await client.get('/api/login')).status).toBe(200);
    expect((await second.get('/api/login')).status).toBe(401);
    await t.client().login(user.email, 'Another-1');
  });

  it('401 for visitors, 403 for someone else’s password, 404 for a bad id', async () => {
    expect((await c.visitor.put(`/api/users/${c.organizationUser.id}/password`, {})).status).toBe(401);
    expect((await c.admin.put(`/api/users/${c.organizationUser.id}/password`, {})).status).toBe(403);
    expect((await c.organization.put('/api/users/abc/password', {})).status).toBe(404);
  });
});
