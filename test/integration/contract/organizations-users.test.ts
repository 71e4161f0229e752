/**
 * SPEC §7 "Organizations" and "Users", called as the original SPA calls them (see spec-calls.ts
 * for the whole §7 table and which file covers each call).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { CallLog, LegacyClient, signIn, type LegacyUser } from '../../helpers/legacy-client.js';
import { createAdmin, createOrganization, createUser, DEFAULT_PASSWORD } from '../../factories/index.js';
import { newUserBody } from '../../factories/organizations.js';
import { OrganizationStatus } from '../../../server/core/domain.js';
import { expect422, expectAreaCovered, expectKeys, expectOk } from './spec-calls.js';

let t: TestApp;
const log = new CallLog();
let admin: LegacyClient;
let member: LegacyClient;
let memberUser: LegacyUser;
let orgId: number;

const FLAGS_OFF = {
  cogeneration_manager: false,
  hybrid_water_heater_manager: false,
  electric_heat_pump_manager: false,
  solar_system_manager: false,
  solar_water_heater_manager: false,
};
const profile = {
  name: '契約試験工業株式会社',
  postcode: '100-0001',
  address: '東京都千代田区千代田1-1',
  tel: '03-0000-0000',
  belong_to: '0',
  message: '',
  type: 1,
};

beforeAll(async () => {
  t = await createTestApp();
  const em = t.orm.em.fork();
  // What the SPA found already there: an administrator and an approved organization with a user.
  const adminUser = await createAdmin(em);
  const organization = await createOrganization(em, { status: OrganizationStatus.approved });
  orgId = organization.id;
  const user = await createUser(em, { organization });
  admin = new LegacyClient(t.baseUrl, log);
  member = new LegacyClient(t.baseUrl, log);
  await signIn(admin, adminUser.email, DEFAULT_PASSWORD);
  memberUser = await signIn(member, user.email, DEFAULT_PASSWORD);
});
afterAll(() => t.close());

describe('SPEC §7 organizations', () => {
  it('GET /organizations {page, type, keyword, status, date_type, start_date, finish_date} reads organizations, total', async () => {
    const res = await admin.get('/organizations', {
      page: 1,
      type: 1,
      keyword: '',
      status: 'approved',
      date_type: 'created_at',
      start_date: '2020-01-01',
      finish_date: '2099-12-31',
    });
    expectOk(res);
    expectKeys(res.body, { organizations: 'array', total: 'number' });
    const ids = (res.body.organizations as { id: number }[]).map((o) => o.id);
    expect(ids).toContain(orgId);
  });

  it('GET /organizations {page: 1} alone reads organizations, total', async () => {
    const res = await admin.get('/organizations', { page: 1 });
    expectOk(res);
    expectKeys(res.body, { organizations: 'array', total: 'number' });
  });

  it('GET /organizations {device_manager: true} reads organizations, total', async () => {
    const res = await admin.get('/organizations', { device_manager: true });
    expectOk(res);
    expectKeys(res.body, { organizations: 'array', total: 'number' });
  });

  it('GET /organizations/{id} reads organizations[0] (administrator and the organization itself)', async () => {
    for (const client of [admin, member]) {
      const res = await client.get<{ organizations: { id: number }[] }>(`/organizations/${orgId}`);
      expectOk(res);
      expectKeys(res.body, { organizations: 'array' });
      expectKeys(res.body.organizations[0], { id: 'number', name: 'string' });
      expect(res.body.organizations[0]!.id).toBe(orgId);
    }
  });

  it('GET /organizations/{id}/users reads users', async () => {
    const res = await member.get<{ users: { id: number }[] }>(`/organizations/${orgId}/users`);
    expectOk(res);
    expectKeys(res.body, { users: 'array' });
    expect(res.body.users.map((u) => u.id)).toContain(memberUser.id);
  });

  it('PUT /organizations/{id} {profile fields} by the organization, {profile fields, flags} by the administrator', async () => {
    // The organization's edit form holds the whole organization, manager flags included.
    expectOk(await member.put(`/organizations/${orgId}`, profile));
    expectOk(await member.put(`/organizations/${orgId}`, { ...profile, ...FLAGS_OFF }));
    expectOk(
      await admin.put(`/organizations/${orgId}`, { ...profile, ...FLAGS_OFF, electric_heat_pump_manager: true }),
    );
  });

  it('PUT /organizations/{id}/approved/enabled {five manager flags}, then /approved/disabled', async () => {
    const registered = await createOrganization(t.orm.em.fork(), { status: OrganizationStatus.registered });
    expectOk(
      await admin.put(`/organizations/${registered.id}/approved/enabled`, { ...FLAGS_OFF, solar_system_manager: true }),
    );
    expectOk(await admin.put(`/organizations/${registered.id}/approved/disabled`));
  });

  it('DELETE /organizations/{id}', async () => {
    const doomed = await createOrganization(t.orm.em.fork(), { status: OrganizationStatus.registered });
    expectOk(await admin.delete(`/organizations/${doomed.id}`));
    expect((await admin.get(`/organizations/${doomed.id}`)).status).toBe(404);
  });

  it('POST /organizations/{id}/zip_password {old_zip_password, new_zip_password, new_zip_password_confirmation}', async () => {
    const mismatch = await member.post(`/organizations/${orgId}/zip_password`, {
      old_zip_password: 'zip-pass-1234',
      new_zip_password: 'zip-pass-5678',
      new_zip_password_confirmation: 'zip-pass-9999',
    });
    expect422(mismatch, '新パスワードが確認用新パスワードと一致しません');
    const change = await member.post(`/organizations/${orgId}/zip_password`, {
      old_zip_password: 'zip-pass-1234',
      new_zip_password: 'zip-pass-5678',
      new_zip_password_confirmation: 'zip-pass-5678',
    });
    expectOk(change);
  });
});

describe('SPEC §7 users', () => {
  let newUserId: number;

  it('POST /users {user fields} adds a user to the own organization', async () => {
    const body = newUserBody();
    expect422(
      await member.post('/users', { ...body, email_confirmation: 'other@example.jp' }),
      'メールアドレスが確認用メールアドレスと一致しません',
    );
    // SPEC §3: a user carries organization_id; the form sends it with the other fields.
    const res = await member.post<{ user: { id: number } }>('/users', { ...body, organization_id: orgId });
    expectOk(res);
    newUserId = res.body.user.id;
    expect(newUserId).toBeTypeOf('number');
  });

  it('PUT /users/{id} {user fields}', async () => {
    const email = `edited-${newUserId}@example.jp`;
    const res = await member.put(`/users/${newUserId}`, {
      division: '品質保証部',
      name: '編集 次郎',
      tel: '03-4444-5555',
      email,
      email_confirmation: email,
      password: '',
      password_confirmation: '',
      organization_id: orgId,
    });
    expectOk(res);
  });

  it('PUT /users/unlock {id_list} (administrator)', async () => {
    expectOk(await admin.put('/users/unlock', { id_list: [newUserId] }));
  });

  it('PUT /users/{id}/password {old_password, new_password, new_password_confirmation}', async () => {
    expect422(
      await member.put(`/users/${memberUser.id}/password`, {
        old_password: DEFAULT_PASSWORD,
        new_password: 'Brand-new-pass-1',
        new_password_confirmation: 'Brand-new-pass-2',
      }),
    );
    const res = await member.put(`/users/${memberUser.id}/password`, {
      old_password: DEFAULT_PASSWORD,
      new_password: 'Brand-new-pass-1',
      new_password_confirmation: 'Brand-new-pass-1',
    });
    expectOk(res);
  });

  it('DELETE /users/{id}', async () => {
    expectOk(await member.delete(`/users/${newUserId}`));
  });
});

describe('coverage', () => {
  it('covers every SPEC §7 organizations and users call', () => {
    expectAreaCovered('organizations', log);
  });
});
