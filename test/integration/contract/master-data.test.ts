/**
 * SPEC §7 "Brand names", "Evaluation organizations", "Shared passwords" and "Information", called
 * as the original SPA calls them (see spec-calls.ts for the whole §7 table and which file covers
 * each call). Each resource runs list → create → edit → delete as its admin screens do.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { CallLog, LegacyClient, signIn } from '../../helpers/legacy-client.js';
import { createAdmin, createOrganization, createUser, DEFAULT_PASSWORD } from '../../factories/index.js';
import { createInformation, createSharedPassword } from '../../factories/master-data.js';
import { expect422, expectAreaCovered, expectKeys, expectOk } from './spec-calls.js';

let t: TestApp;
const log = new CallLog();
let admin: LegacyClient;
let member: LegacyClient;
let orgId: number;

beforeAll(async () => {
  t = await createTestApp();
  const em = t.orm.em.fork();
  const adminUser = await createAdmin(em);
  const organization = await createOrganization(em);
  orgId = organization.id;
  const user = await createUser(em, { organization });
  await createSharedPassword(em);
  await createInformation(em);
  admin = new LegacyClient(t.baseUrl, log);
  member = new LegacyClient(t.baseUrl, log);
  await signIn(admin, adminUser.email, DEFAULT_PASSWORD);
  await signIn(member, user.email, DEFAULT_PASSWORD);
});
afterAll(() => t.close());

/** The id of what a POST created: the answer's one object, whatever its key. */
function createdId(body: unknown): number {
  const objects = Object.values(body as Record<string, unknown>).filter(
    (v): v is { id: number } => typeof v === 'object' && v !== null && typeof (v as { id?: unknown }).id === 'number',
  );
  expect(objects).toHaveLength(1);
  return objects[0]!.id;
}

describe('SPEC §7 brand names', () => {
  it('GET /brand_names {page} reads brand_names, total; POST {name, organization_id, note}; PUT; DELETE', async () => {
    const created = await admin.post('/brand_names', { name: '契約ブランド', organization_id: orgId, note: '備考' });
    expectOk(created);
    const id = createdId(created.body);

    const list = await admin.get<{ brand_names: { id: number }[] }>('/brand_names', { page: 1 });
    expectOk(list);
    expectKeys(list.body, { brand_names: 'array', total: 'number' });
    expect(list.body.brand_names.map((b) => b.id)).toContain(id);

    expectOk(await admin.put(`/brand_names/${id}`, { name: '契約ブランド改', organization_id: orgId, note: '' }));
    expectOk(await admin.delete(`/brand_names/${id}`));
  });
});

describe('SPEC §7 evaluation organizations', () => {
  it('GET /evaluation_organizations reads evaluation_organizations; POST {name, number, password, password_confirmation}; PUT; DELETE', async () => {
    const body = {
      name: '一般財団法人 契約評価機構',
      number: 'EV-CONTRACT-1',
      password: 'Eval-pass-1234',
      password_confirmation: 'Eval-pass-1234',
    };
    expect422(await admin.post('/evaluation_organizations', { ...body, password_confirmation: 'other-pass-1234' }));
    const created = await admin.post('/evaluation_organizations', body);
    expectOk(created);
    const id = createdId(created.body);

    const list = await admin.get<{ evaluation_organizations: { id: number }[] }>('/evaluation_organizations');
    expectOk(list);
    expectKeys(list.body, { evaluation_organizations: 'array' });
    expect(list.body.evaluation_organizations.map((e) => e.id)).toContain(id);

    expectOk(
      await admin.put(`/evaluation_organizations/${id}`, {
        ...body,
        name: '一般財団法人 契約評価機構（改）',
        password: '',
        password_confirmation: '',
      }),
    );
    expectOk(await admin.delete(`/evaluation_organizations/${id}`));
  });
});

describe('SPEC §7 shared passwords', () => {
  it('GET /shared_passwords {optional page} reads shared_passwords, total (administrator, and the upload screen of an organization)', async () => {
    for (const query of [{ page: 1 }, {}]) {
      const res = await admin.get('/shared_passwords', query);
      expectOk(res);
      expectKeys(res.body, { shared_passwords: 'array', total: 'number' });
    }
    const choices = await member.get('/shared_passwords');
    expectOk(choices);
    expectKeys(choices.body, { shared_passwords: 'array', total: 'number' });
  });

  it('POST /shared_passwords {name, zip_password, zip_password_confirmation, note}; PUT; DELETE', async () => {
    const body = {
      name: '契約共用パスワード',
      zip_password: 'shared-zip-5678',
      zip_password_confirmation: 'shared-zip-5678',
      note: '',
    };
    const created = await admin.post('/shared_passwords', body);
    expectOk(created);
    const id = createdId(created.body);
    expectOk(await admin.put(`/shared_passwords/${id}`, { ...body, note: '更新' }));
    expectOk(await admin.delete(`/shared_passwords/${id}`));
  });
});

describe('SPEC §7 information', () => {
  it('GET /information {page, show_type} reads information, total', async () => {
    for (const query of [{ page: 1 }, { page: 1, show_type: 'house' }]) {
      const res = await admin.get('/information', query);
      expectOk(res);
      expectKeys(res.body, { information: 'array', total: 'number' });
    }
  });

  it('POST /information (show_users 0); PUT /information/{id}; DELETE /information/{id}', async () => {
    // SPEC §3 names only show_users (forced to 0); the other field names are the server's.
    const body = {
      title: '契約試験のお知らせ',
      body: '本文です。',
      show_type: 'both',
      published_at: '2025-04-01T09:00:00+09:00',
      show_users: 0,
    };
    const created = await admin.post('/information', body);
    expectOk(created);
    const id = createdId(created.body);
    expectOk(await admin.put(`/information/${id}`, { ...body, title: '契約試験のお知らせ（改）' }));
    expectOk(await admin.delete(`/information/${id}`));
  });
});

describe('coverage', () => {
  it('covers every SPEC §7 brand name, evaluation organization, shared password and information call', () => {
    expectAreaCovered('master-data', log);
  });
});
