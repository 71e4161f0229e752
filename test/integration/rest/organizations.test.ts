import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { roleClients, signedIn } from '../../helpers/sign-in.js';
import { createOrganization, createUser, DEFAULT_PASSWORD } from '../../factories/index.js';
import { registrationBody } from '../../factories/organizations.js';
import { DeviceCategory, DeviceStatus, OrganizationStatus } from '../../../server/core/domain.js';
import { MANAGER_FLAGS, Organization } from '../../../server/modules/organizations/organization.entity.js';
import { User } from '../../../server/modules/users/user.entity.js';
import { BrandName } from '../../../server/modules/brand-names/brand-name.entity.js';
import { Device } from '../../../server/modules/device-registry/device.entity.js';
import { SecretBox } from '../../../server/core/security/secret-box.js';
import { TEST_APP_KEY } from '../../helpers/test-app.js';

let t: TestApp;
let c: Awaited<ReturnType<typeof roleClients>>;
let ownOrgId: number;
beforeAll(async () => {
  t = await createTestApp();
  c = await roleClients(t);
  ownOrgId = c.organizationUser.organization!.id;
});
afterAll(() => t.close());

type OrgJson = Record<string, unknown> & { id: number; status: string };

describe('POST /api/register', () => {
  it('creates a registered organization with all five flags false, whatever was sent, and tells the administrators', async () => {
    t.services.mailer.outbox.length = 0;
    const body = registrationBody({
      organization: {
        cogeneration_manager: true,
        solar_system_manager: true,
        zip_password: 'z-1',
        zip_password_confirmation: 'z-1',
      },
      user: { email: 'Someone@Example.jp', email_confirmation: 'someone@example.jp' },
    });
    const res = await c.visitor.post<{ organization: OrgJson; message: string }>('/api/register', body);
    expect(res.status).toBe(201);
    expect(res.body.organization).toMatchObject({
      status: 'registered',
      cogeneration_manager: false,
      hybrid_water_heater_manager: false,
      electric_heat_pump_manager: false,
      solar_system_manager: false,
      solar_water_heater_manager: false,
      belong_to: '0',
      type: 1,
    });
    expect(res.body.message).toContain('承認');
    const em = t.orm.em.fork();
    const org = await em.findOneOrFail(Organization, res.body.organization.id, { populate: ['zipPasswordEncrypted'] });
    expect(SecretBox.fromString(TEST_APP_KEY).decrypt(org.zipPasswordEncrypted)).toBe('z-1');
    const user = await em.findOneOrFail(User, { organization: org });
    expect(user.email).toBe('someone@example.jp');
    // Not approved yet: the new user cannot sign in.
    const login = await t
      .client()
      .post('/api/login', { email: 'someone@example.jp', password: 'Register-pass-1', type: 'house' });
    expect(login.status).toBe(403);
    await t.drainJobs();
    expect(t.services.mailer.outbox.some((m) => m.subject.includes('登録申請'))).toBe(true);
  });

  it('answers 422 with the exact messages under nested keys', async () => {
    const res = await c.visitor.post<{ errors: Record<string, string[]> }>(
      '/api/register',
      registrationBody({
        organization: { zip_password: 'a', zip_password_confirmation: 'b', name: '', type: 3 },
        user: { email: '', email_confirmation: 'x@example.jp', password: '', password_confirmation: 'x' },
      }),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      'organization.zip_password_confirmation': [
        'ファイルアップロード用パスワードが確認用ファイルアップロード用パスワードと一致しません',
      ],
      'organization.name': ['事業者名を入力してください'],
      'organization.type': ['事業者区分を選択してください'],
      'user.email': ['メールアドレスを入力してください'],
      'user.email_confirmation': ['メールアドレスが確認用メールアドレスと一致しません'],
      'user.password': ['パスワードを入力してください'],
      'user.password_confirmation': ['パスワードが確認用パスワードと一致しません'],
    });
    const taken = await c.visitor.post<{ errors: Record<string, string[]> }>(
      '/api/register',
      registrationBody({ user: { email: c.organizationUser.email, email_confirmation: c.organizationUser.email } }),
    );
    expect(taken.body.errors).toEqual({ 'user.email': ['このメールアドレスは既に登録されています'] });
    for (const bad of [{}, { organization: 'x', user: [1] }, { organization: { name: ['a'], type: 'abc' } }]) {
      expect((await c.visitor.post('/api/register', bad)).status).toBe(422);
    }
  });
});

describe('administrator organization management over /api', () => {
  it('lists {organizations, total} with the filters', async () => {
    const em = t.orm.em.fork();
    const a = await createOrganization(em, {
      name: 'フィルタ_100%株式会社',
      type: 2,
      status: OrganizationStatus.registered,
      approvedAt: null,
      tel: '099-111-2222',
    });
    await createUser(em, { organization: a, email: 'unique-filter-mail@example.jp' });
    const b = await createOrganization(em, { name: 'フィルタ別会社', solarSystemManager: true });
    await em.nativeUpdate(Organization, { id: b.id }, { createdAt: new Date('2020-04-01T10:00:00+09:00') });

    const list = await c.admin.get<{ organizations: OrgJson[]; total: number }>('/api/organizations?page=1');
    expect(list.status).toBe(200);
    expect(list.body.total).toBeGreaterThanOrEqual(3);
    expect(Object.keys(list.body.organizations[0]!)).toEqual(
      expect.arrayContaining(['id', 'name', 'status', 'cogeneration_manager', 'approved_at']),
    );
    const ids = async (query: string) =>
      (
        await c.admin.get<{ organizations: OrgJson[]; total: number }>(`/api/organizations?${query}`)
      ).body.organizations.map((o) => o.id);

    expect(await ids(`keyword=${encodeURIComponent('  _100%  ')}`)).toEqual([a.id]);
    expect(await ids(`keyword=${encodeURIComponent('100')}&type=2`)).toEqual([a.id]);
    expect(await ids('keyword=UNIQUE-FILTER-MAIL')).toEqual([a.id]);
    expect(await ids('keyword=099-111')).toEqual([a.id]);
    expect(await ids(`keyword=${encodeURIComponent('%')}&type=1`)).not.toContain(a.id);
    expect(await ids('status=registered')).toContain(a.id);
    expect(await ids('status=registered')).not.toContain(b.id);
    expect(await ids('date_type=created_at&start_date=2020-04-01&finish_date=2020-04-01')).toEqual([b.id]);
    expect(await ids('date_type=created_at&start_date=2020-04-02&finish_date=2020-04-30')).toEqual([]);
    expect(await ids('device_manager=true')).toContain(b.id);
    expect(await ids('device_manager=true')).not.toContain(a.id);
    for (const bad of [
      'page=0',
      'type=3',
      'status=x',
      'date_type=foo',
      'start_date=2020-13-45',
      'start_date=yesterday',
      'device_manager=maybe',
    ]) {
      expect((await c.admin.get(`/api/organizations?${bad}`)).status, bad).toBe(422);
    }
    const bad = await c.admin.get<{ errors: Record<string, string[]> }>('/api/organizations?start_date=x&type=9');
    expect(bad.body.errors).toEqual({
      type: ['事業者区分を選択してください'],
      start_date: ['開始日は YYYY-MM-DD の形式で入力してください'],
    });
  });

  it('answers the brand-name picker (device_manager=true, no page) with every maker, not a page of 25', async () => {
    const em = t.orm.em.fork();
    for (let i = 0; i < 30; i++)
      await createOrganization(em, { name: `選択肢メーカー${i}`, cogenerationManager: true });
    const managers = await em.count(Organization, {
      $or: MANAGER_FLAGS.map((flag) => ({ [flag]: true })),
    });
    expect(managers).toBeGreaterThan(25);
    const picker = await c.admin.get<{ organizations: OrgJson[]; total: number }>(
      '/api/organizations?device_manager=true',
    );
    expect(picker.status).toBe(200);
    expect(picker.body.total).toBe(managers);
    expect(picker.body.organizations).toHaveLength(managers);
    // Asked for a page, the same filter is paged like the list.
    const paged = await c.admin.get<{ organizations: OrgJson[]; total: number }>(
      '/api/organizations?device_manager=true&page=2',
    );
    expect(paged.body.total).toBe(managers);
    expect(paged.body.organizations).toHaveLength(Math.min(25, managers - 25));
  });

  it('exports the filtered list as PDF', async () => {
    const res = await c.admin.raw('GET', '/api/organizations/download/pdf?status=approved');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect((await c.admin.get('/api/organizations/download/pdf?type=7')).status).toBe(422);
  });

  it('reads one organization {organizations:[org]} and its users {users}', async () => {
    const one = await c.admin.get<{ organizations: OrgJson[] }>(`/api/organizations/${ownOrgId}`);
    expect(one.status).toBe(200);
    expect(one.body.organizations).toHaveLength(1);
    expect(one.body.organizations[0]).not.toHaveProperty('zip_password_encrypted');
    const users = await c.admin.get<{ users: { id: number; email: string; organization_id: number }[] }>(
      `/api/organizations/${ownOrgId}/users`,
    );
    expect(users.body.users.map((u) => u.id)).toEqual([c.organizationUser.id]);
    expect(users.body.users[0]).not.toHaveProperty('password_hash');
    expect((await c.admin.get('/api/organizations/999999')).status).toBe(404);
    expect((await c.admin.get('/api/organizations/999999/users')).status).toBe(404);
    expect((await c.admin.get('/api/organizations/abc')).status).toBe(404);
  });

  it('approves with the five flags and mails the organization', async () => {
    t.services.mailer.outbox.length = 0;
    const em = t.orm.em.fork();
    const org = await createOrganization(em, { status: OrganizationStatus.registered, approvedAt: null });
    const user = await createUser(em, { organization: org });
    const res = await c.admin.put<{ organization: OrgJson }>(`/api/organizations/${org.id}/approved/enabled`, {
      cogeneration_manager: true,
      hybrid_water_heater_manager: false,
      electric_heat_pump_manager: true,
      solar_system_manager: false,
      solar_water_heater_manager: false,
    });
    expect(res.status).toBe(200);
    expect(res.body.organization).toMatchObject({
      status: 'approved',
      cogeneration_manager: true,
      electric_heat_pump_manager: true,
      solar_system_manager: false,
    });
    expect(res.body.organization.approved_at).toBeTruthy();
    await t.drainJobs();
    const mail = t.services.mailer.outbox.find((m) => m.to.includes(user.email));
    expect(mail?.subject).toContain('承認されました');
    expect(mail?.text).toContain('コージェネレーション設備、電気ヒートポンプ給湯機');
    await t.client().login(user.email, DEFAULT_PASSWORD);
    const invalid = await c.admin.put<{ errors: Record<string, string[]> }>(
      `/api/organizations/${org.id}/approved/enabled`,
      { cogeneration_manager: 'yes' },
    );
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toEqual({ cogeneration_manager: ['管理権限は true または false で指定してください'] });
    expect((await c.admin.put('/api/organizations/999999/approved/enabled', {})).status).toBe(404);
  });

  it("disables: the organization's users are signed out at once and told by mail", async () => {
    const em = t.orm.em.fork();
    const org = await createOrganization(em);
    const { client, user } = await signedIn(t, 'organization', { organization: org });
    expect((await client.get('/api/login')).status).toBe(200);
    t.services.mailer.outbox.length = 0;
    const res = await c.admin.put<{ organization: OrgJson }>(`/api/organizations/${org.id}/approved/disabled`);
    expect(res.body.organization.status).toBe('disabled');
    expect((await client.get('/api/login')).status).toBe(401);
    expect((await client.get(`/api/organizations/${org.id}`)).status).toBe(401);
    await t.drainJobs();
    expect(t.services.mailer.outbox.find((m) => m.to.includes(user.email))?.subject).toContain('停止');
    expect(
      (await t.client().post('/api/login', { email: user.email, password: DEFAULT_PASSWORD, type: 'house' })).status,
    ).toBe(403);
    expect((await c.admin.put('/api/organizations/999999/approved/disabled')).status).toBe(404);
  });

  it('edits the profile and the flags', async () => {
    const org = await createOrganization(t.orm.em.fork());
    const res = await c.admin.put<{ organization: OrgJson }>(`/api/organizations/${org.id}`, {
      name: ' 改名株式会社 ',
      postcode: '1500001',
      address: '東京都渋谷区',
      tel: '03-9999-0000',
      belong_to: '1',
      message: '',
      type: 2,
      solar_water_heater_manager: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.organization).toMatchObject({
      name: '改名株式会社',
      postcode: '150-0001',
      belong_to: '1',
      type: 2,
      solar_water_heater_manager: true,
    });
    const invalid = await c.admin.put<{ errors: Record<string, string[]> }>(`/api/organizations/${org.id}`, {
      name: '',
      postcode: '12',
      address: '',
      tel: 'abc',
      belong_to: '5',
      type: 0,
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toEqual({
      name: ['事業者名を入力してください'],
      postcode: ['郵便番号は「123-4567」の形式で入力してください'],
      address: ['住所を入力してください'],
      tel: ['電話番号は半角数字とハイフンで入力してください'],
      belong_to: ['協会への所属を選択してください'],
      type: ['事業者区分を選択してください'],
    });
    expect((await c.admin.put('/api/organizations/999999', { name: 'x' })).status).toBe(404);
  });

  it('stores a postcode and phone number typed with a Japanese IME in half-width, the postcode hyphenated', async () => {
    const org = await createOrganization(t.orm.em.fork());
    const res = await c.admin.put<{ organization: OrgJson }>(`/api/organizations/${org.id}`, {
      name: '全角入力株式会社',
      postcode: '１５０－０００１',
      address: '東京都渋谷区',
      tel: '０３ー１２３４ー５６７８',
      belong_to: '0',
      type: 1,
    });
    expect(res.status).toBe(200);
    expect(res.body.organization).toMatchObject({ postcode: '150-0001', tel: '03-1234-5678' });
    const unhyphenated = await c.admin.put<{ organization: OrgJson }>(`/api/organizations/${org.id}`, {
      name: '全角入力株式会社',
      postcode: '１５００００２',
      address: '東京都渋谷区',
      tel: '03-1234-5678',
      belong_to: '0',
      type: 1,
    });
    expect(unhyphenated.body.organization).toMatchObject({ postcode: '150-0002' });
    const letters = await c.admin.put<{ errors: Record<string, string[]> }>(`/api/organizations/${org.id}`, {
      name: '全角入力株式会社',
      postcode: '１５０－０００Ａ',
      address: '東京都渋谷区',
      tel: '０３－１２３４－５６７８',
      belong_to: '0',
      type: 1,
    });
    expect(letters.status).toBe(422);
    expect(letters.body.errors).toEqual({ postcode: ['郵便番号は「123-4567」の形式で入力してください'] });
  });

  it('a profile edit without the flag fields keeps the flags, belong_to and message as stored', async () => {
    const org = await createOrganization(t.orm.em.fork(), {
      cogenerationManager: true,
      solarSystemManager: true,
      belongTo: '1',
      message: '既存の連絡事項',
    });
    const res = await c.admin.put<{ organization: OrgJson }>(`/api/organizations/${org.id}`, {
      name: 'フラグ維持株式会社',
      postcode: '100-0001',
      address: '東京都',
      tel: '03-0000-0001',
      type: 1,
    });
    expect(res.status).toBe(200);
    expect(res.body.organization).toMatchObject({
      name: 'フラグ維持株式会社',
      belong_to: '1',
      message: '既存の連絡事項',
      cogeneration_manager: true,
      hybrid_water_heater_manager: false,
      electric_heat_pump_manager: false,
      solar_system_manager: true,
      solar_water_heater_manager: false,
    });
    // A flag that is sent still changes, and only that one.
    const one = await c.admin.put<{ organization: OrgJson }>(`/api/organizations/${org.id}`, {
      name: 'フラグ維持株式会社',
      postcode: '100-0001',
      address: '東京都',
      tel: '03-0000-0001',
      type: 1,
      solar_system_manager: false,
    });
    expect(one.body.organization).toMatchObject({ cogeneration_manager: true, solar_system_manager: false });
  });

  it('deletes, but not while the organization has a device in a public status (published or cancel_requested)', async () => {
    const em = t.orm.em.fork();
    const org = await createOrganization(em);
    await createUser(em, { organization: org });
    const brand = em.create(BrandName, { name: 'ブランド', organization: org });
    const device = em.create(Device, {
      category: DeviceCategory.solar_systems,
      organization: org,
      brandName: brand,
      status: DeviceStatus.published,
      releaseDate: '2024-01-01',
      certificateNumber: `C-${org.id}`,
    });
    await em.persistAndFlush([brand, device]);
    const refused = await c.admin.delete<{ message: string }>(`/api/organizations/${org.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      '公開中（取消申請中を含む）の機器があるため、この事業者は削除できません。先に機器の公開を取り消してください',
    );
    // A pending cancel request is still on the public list.
    await em.nativeUpdate(
      Device,
      { id: device.id },
      { status: DeviceStatus.cancel_requested, publishDate: '2024-01-01' },
    );
    expect((await c.admin.delete(`/api/organizations/${org.id}`)).status).toBe(409);
    expect(await t.orm.em.fork().count(Organization, { id: org.id })).toBe(1);
    expect(await t.orm.em.fork().count(Device, { id: device.id })).toBe(1);
    await em.nativeUpdate(Device, { id: device.id }, { status: DeviceStatus.canceled });
    expect((await c.admin.delete(`/api/organizations/${org.id}`)).status).toBe(204);
    expect((await c.admin.get(`/api/organizations/${org.id}`)).status).toBe(404);
    expect(await t.orm.em.fork().count(User, { organization: org.id })).toBe(0);
    expect((await c.admin.delete('/api/organizations/999999')).status).toBe(404);
  });

  it('is 401 for visitors and 403 for organization users', async () => {
    for (const [client, status] of [
      [c.visitor, 401],
      [c.organization, 403],
    ] as const) {
      expect((await client.get('/api/organizations')).status).toBe(status);
      expect((await client.get('/api/organizations/download/pdf')).status).toBe(status);
      expect((await client.put(`/api/organizations/${ownOrgId}/approved/enabled`, {})).status).toBe(status);
      expect((await client.put(`/api/organizations/${ownOrgId}/approved/disabled`)).status).toBe(status);
      expect((await client.delete(`/api/organizations/${ownOrgId}`)).status).toBe(status);
    }
    expect((await c.visitor.get(`/api/organizations/${ownOrgId}`)).status).toBe(401);
    expect((await c.visitor.put(`/api/organizations/${ownOrgId}`, {})).status).toBe(401);
    expect((await c.visitor.post(`/api/organizations/${ownOrgId}/zip_password`, {})).status).toBe(401);
  });
});

describe('organization self-service over /api', () => {
  it('reads and edits its own organization only (flags and status untouched)', async () => {
    expect((await c.organization.get(`/api/organizations/${ownOrgId}`)).status).toBe(200);
    expect((await c.organization.get(`/api/organizations/${ownOrgId}/users`)).status).toBe(200);
    const res = await c.organization.put<{ organization: OrgJson }>(`/api/organizations/${ownOrgId}`, {
      name: '自社名変更',
      postcode: '100-0001',
      address: '東京都',
      tel: '03-0000-0001',
      type: 1,
      cogeneration_manager: true,
      status: 'disabled',
    });
    expect(res.status).toBe(200);
    expect(res.body.organization).toMatchObject({
      name: '自社名変更',
      cogeneration_manager: false,
      status: 'approved',
    });

    const other = await createOrganization(t.orm.em.fork());
    expect((await c.organization.get(`/api/organizations/${other.id}`)).status).toBe(404);
    expect((await c.organization.get(`/api/organizations/${other.id}/users`)).status).toBe(404);
    expect((await c.organization.put(`/api/organizations/${other.id}`, { name: 'x' })).status).toBe(404);
    expect((await c.organization.post(`/api/organizations/${other.id}/zip_password`, {})).status).toBe(404);
  });

  it('changes the zip password with the old one and the exact messages', async () => {
    const url = `/api/organizations/${ownOrgId}/zip_password`;
    const empty = await c.organization.post<{ errors: Record<string, string[]> }>(url, {
      old_zip_password: '',
      new_zip_password: '',
      new_zip_password_confirmation: 'x',
    });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({
      old_zip_password: ['現在のファイルアップロード用パスワードを入力してください'],
      new_zip_password: ['新パスワードを入力してください'],
      new_zip_password_confirmation: ['新パスワードが確認用新パスワードと一致しません'],
    });
    const wrong = await c.organization.post<{ errors: Record<string, string[]> }>(url, {
      old_zip_password: 'nope',
      new_zip_password: 'n-1',
      new_zip_password_confirmation: 'n-1',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({
      old_zip_password: ['現在のファイルアップロード用パスワードが正しくありません'],
    });
    const ok = await c.organization.post(url, {
      old_zip_password: 'zip-pass-1234',
      new_zip_password: 'n-1',
      new_zip_password_confirmation: 'n-1',
    });
    expect(ok.status).toBe(200);
    const org = await t.orm.em.fork().findOneOrFail(Organization, ownOrgId, { populate: ['zipPasswordEncrypted'] });
    expect(SecretBox.fromString(TEST_APP_KEY).decrypt(org.zipPasswordEncrypted)).toBe('n-1');
    expect(
      (await c.admin.post(url, { old_zip_password: 'n-1', new_zip_password: 'x', new_zip_password_confirmation: 'x' }))
        .status,
    ).toBe(403);
    expect((await c.organization.post('/api/organizations/abc/zip_password', {})).status).toBe(404);
  });
});

describe('registration throttle', () => {
  it('counts an attempt with a registered email, so the duplicate check is no unlimited oracle', async () => {
    const { ThrottleEvent } = await import('../../../server/modules/auth/throttle-event.entity.js');
    const before = await t.orm.em.fork().count(ThrottleEvent, { scope: 'register' });
    const taken = await c.visitor.post<{ errors: Record<string, string[]> }>(
      '/api/register',
      registrationBody({ user: { email: c.organizationUser.email, email_confirmation: c.organizationUser.email } }),
    );
    expect(taken.status).toBe(422);
    expect(await t.orm.em.fork().count(ThrottleEvent, { scope: 'register' })).toBe(before + 1);
  });

  it('accepts at most 10 registrations an hour from one address, and then answers 429 before telling whether an email is taken', async () => {
    const { ThrottleEvent } = await import('../../../server/modules/auth/throttle-event.entity.js');
    const em = t.orm.em.fork();
    // The successful registration above recorded the client's address as the server sees it.
    const [first] = await em.find(ThrottleEvent, { scope: 'register' }, { orderBy: { id: 'asc' }, limit: 1 });
    const ip = first!.key;
    const used = await em.count(ThrottleEvent, { scope: 'register', key: ip });
    for (let i = used; i < 10; i++) em.persist(em.create(ThrottleEvent, { scope: 'register', key: ip }));
    await em.flush();
    const res = await c.visitor.post<{ message: string }>('/api/register', registrationBody());
    expect(res.status).toBe(429);
    expect(res.body.message).toBe('登録申請の回数が多すぎます。しばらくしてから再度お試しください');
    const probe = await c.visitor.post(
      '/api/register',
      registrationBody({ user: { email: c.organizationUser.email, email_confirmation: c.organizationUser.email } }),
    );
    expect(probe.status).toBe(429);
  });
});
