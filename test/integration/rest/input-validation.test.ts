import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { roleClients } from '../../helpers/sign-in.js';
import { createOrganization } from '../../factories/index.js';
import { createCategoryTree } from '../../factories/links.js';
import { registrationBody } from '../../factories/organizations.js';
import { BrandName } from '../../../server/modules/brand-names/brand-name.entity.js';
import { Information } from '../../../server/modules/information/information.entity.js';
import { Link } from '../../../server/modules/links/link.entity.js';
import { Organization } from '../../../server/modules/organizations/organization.entity.js';
import { User } from '../../../server/modules/users/user.entity.js';
import type { TestClient } from '../../helpers/test-client.js';
import { MAX_JSON_DEPTH } from '../../../server/core/http/json-body.js';

/**
 * The shared validators (server/core/validation.ts) on one endpoint of each family: control
 * characters, wrong JSON types and impossible dates are a 422 naming the field, never a 500 from
 * PostgreSQL, and nothing is written.
 */
let t: TestApp;
let c: Awaited<ReturnType<typeof roleClients>>;
let ownOrgId: number;
beforeAll(async () => {
  t = await createTestApp();
  c = await roleClients(t);
  ownOrgId = c.organizationUser.organization!.id;
  await createCategoryTree(t.orm.em.fork());
});
afterAll(() => t.close());

type Invalid = { message: string; errors: Record<string, string[]> };

async function expect422(
  client: TestClient,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body: unknown,
  errors: Record<string, string[]>,
) {
  const res = await client.request<Invalid>(method, path, method === 'GET' ? undefined : body);
  expect(res.status, `${method} ${path}`).toBe(422);
  expect(res.body.errors, `${method} ${path}`).toEqual(errors);
  expect(Object.values(errors).map((messages) => messages[0])).toContain(res.body.message);
}

const count = (entity: typeof Organization | typeof User | typeof Link | typeof BrandName | typeof Information) =>
  t.orm.em.fork().count(entity, {});

describe('control characters in text inputs', () => {
  it('public link lists, categories and openings (query strings)', async () => {
    await expect422(c.visitor, 'GET', '/api/links?category_code=%00', undefined, {
      category_code: ['カテゴリーコードに使用できない文字が含まれています'],
    });
    await expect422(c.visitor, 'GET', '/api/links/categories?level1=%00', undefined, {
      level1: ['大分類に使用できない文字が含まれています'],
    });
    await expect422(c.visitor, 'GET', '/api/links/windows?material=%00', undefined, {
      material: ['建具に使用できない文字が含まれています'],
    });
    await expect422(c.visitor, 'GET', '/api/links?for_evaluator=1&number=EV%00&password=x', undefined, {
      number: ['評価機関番号に使用できない文字が含まれています'],
    });
    expect((await c.visitor.get('/api/links/categories/%00/organizations')).status).toBe(404);
  });

  it("an organization's links: the list filter and a new link", async () => {
    await expect422(c.organization, 'GET', '/api/links?level2=a%0Db', undefined, {
      level2: ['中分類に使用できない文字が含まれています'],
    });
    const before = await count(Link);
    await expect422(
      c.organization,
      'POST',
      '/api/links',
      { category_code: 'H01', url: 'https://a.example.jp/\u0000' },
      {
        category_code: ['カテゴリーが見つかりません'],
        url: ['urlに使用できない文字が含まれています'],
      },
    );
    // The category lookup never sees a code the character check refused.
    await expect422(
      c.organization,
      'POST',
      '/api/links',
      { category_code: 'H\u0000', url: 'https://a.example.jp/' },
      {
        category_code: ['カテゴリーコードに使用できない文字が含まれています'],
      },
    );
    expect(await count(Link)).toBe(before);
  });

  it('the public device list filter', async () => {
    await expect422(c.visitor, 'GET', '/api/cogeneration_systems?brand_name=%00', undefined, {
      brand_name: ['ブランド名に使用できない文字が含まれています'],
    });
  });

  it("the administrators' organization filter", async () => {
    await expect422(c.admin, 'GET', '/api/organizations?keyword=%00', undefined, {
      keyword: ['キーワードに使用できない文字が含まれています'],
    });
    await expect422(c.admin, 'GET', '/api/organizations?keyword=%7F', undefined, {
      keyword: ['キーワードに使用できない文字が含まれています'],
    });
  });

  it('sign-in: email and password', async () => {
    await expect422(
      t.client(),
      'POST',
      '/api/login',
      { email: 'a\u0000@example.jp', password: 'x', type: 'house' },
      { email: ['メールアドレスに使用できない文字が含まれています'] },
    );
    await expect422(
      t.client(),
      'POST',
      '/api/login',
      { email: 'a@example.jp', password: 'pass\u0000word', type: 'house' },
      { password: ['パスワードに使用できない文字が含まれています'] },
    );
  });

  it('registration: nothing is written; single-line fields refuse line breaks, the message keeps them', async () => {
    const [organizations, users] = [await count(Organization), await count(User)];
    await expect422(
      t.client(),
      'POST',
      '/api/register',
      registrationBody({ organization: { name: 'AUDIT\u0000株式会社' } }),
      {
        'organization.name': ['事業者名に使用できない文字が含まれています'],
      },
    );
    await expect422(
      t.client(),
      'POST',
      '/api/register',
      registrationBody({
        organization: { address: '東京都\n千代田区' },
        user: { name: '登録\t太郎', zip_password: 'x' },
      }),
      {
        'organization.address': ['住所に使用できない文字が含まれています'],
        'user.name': ['担当者名に使用できない文字が含まれています'],
      },
    );
    await expect422(
      t.client(),
      'POST',
      '/api/register',
      registrationBody({ organization: { zip_password: 'z\u0001', zip_password_confirmation: 'z\u0001' } }),
      {
        'organization.zip_password': ['ファイルアップロード用パスワードに使用できない文字が含まれています'],
        'organization.zip_password_confirmation': [
          '確認用ファイルアップロード用パスワードに使用できない文字が含まれています',
        ],
      },
    );
    expect([await count(Organization), await count(User)]).toEqual([organizations, users]);

    const ok = await t
      .client()
      .post<{ organization: { message: string } }>(
        '/api/register',
        registrationBody({ organization: { message: '一行目\r\n二行目' } }),
      );
    expect(ok.status).toBe(201);
    expect(ok.body.organization.message).toBe('一行目\n二行目');
  });

  it('editing an organization and a user: 422 and the stored values unchanged', async () => {
    const org = await createOrganization(t.orm.em.fork(), { name: '変更前株式会社' });
    const profile = { name: 'x\u0000y', postcode: '100-0001', address: '東京都', tel: '03-0000-0001', type: 1 };
    await expect422(c.admin, 'PUT', `/api/organizations/${org.id}`, profile, {
      name: ['事業者名に使用できない文字が含まれています'],
    });
    expect((await t.orm.em.fork().findOneOrFail(Organization, org.id)).name).toBe('変更前株式会社');
    await expect422(
      c.organization,
      'PUT',
      `/api/users/${c.organizationUser.id}`,
      {
        name: '名前',
        tel: '03-0000-0001\u007f',
        email: c.organizationUser.email,
        email_confirmation: c.organizationUser.email,
      },
      { tel: ['電話番号に使用できない文字が含まれています', '電話番号は半角数字とハイフンで入力してください'] },
    );
  });
});

describe('GraphQL arguments and inputs go through the same validators', () => {
  it('a public link filter and the category page', async () => {
    const list = await t.client().gql('{ publicLinks(filter: { level1: "\\u0000" }) { total } }');
    expect(list.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: { level1: ['大分類に使用できない文字が含まれています'] },
    });
    const page = await t
      .client()
      .gql('query ($code: String!) { categoryOrganizations(categoryCode: $code) { category { code } } }', {
        code: 'H\u0000',
      });
    expect(page.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('an organization profile update: nothing written', async () => {
    const mutation =
      'mutation ($id: Int!, $input: OrganizationUpdateInput!) { updateOrganization(id: $id, input: $input) { name } }';
    const res = await c.organization.gql(mutation, {
      id: ownOrgId,
      input: { name: 'x\u0000y', postcode: '100-0001', address: '東京都', tel: '03-0000-0001', type: 1 },
    });
    expect(res.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: { name: ['事業者名に使用できない文字が含まれています'] },
    });
    expect((await t.orm.em.fork().findOneOrFail(Organization, ownOrgId)).name).not.toContain('\u0000');
  });
});

describe('wrong JSON types are refused, never coerced', () => {
  it('ids take integers or strings of digits, text takes strings', async () => {
    const org = await createOrganization(t.orm.em.fork());
    const before = await count(BrandName);
    await expect422(
      c.admin,
      'POST',
      '/api/brand_names',
      { name: 'ブランド', organization_id: [org.id], note: '' },
      { organization_id: ['事業者を選択してください'] },
    );
    await expect422(
      c.admin,
      'POST',
      '/api/brand_names',
      { name: 'ブランド', organization_id: org.id, note: 123 },
      { note: ['備考は文字列で入力してください'] },
    );
    await expect422(
      c.admin,
      'POST',
      '/api/brand_names',
      { name: true, organization_id: '1e3' },
      { name: ['ブランド名を入力してください'], organization_id: ['事業者を選択してください'] },
    );
    expect(await count(BrandName)).toBe(before);
    expect(
      (
        await c.admin.post('/api/brand_names', {
          name: 'ブランド',
          organization_id: String(org.id),
          note: '一行目\n二行目',
        })
      ).status,
    ).toBe(201);
    await expect422(c.admin, 'GET', '/api/organizations?page=1&page=2', undefined, {
      page: ['ページ番号は数値で指定してください'],
    });
    await expect422(
      c.admin,
      'PUT',
      `/api/organizations/${org.id}`,
      { name: '名', postcode: 1000001, address: '東京都', tel: '03-0000-0001', type: [1] },
      {
        postcode: ['郵便番号を入力してください'],
        type: ['事業者区分を選択してください'],
      },
    );
    await expect422(
      c.admin,
      'PUT',
      `/api/organizations/${org.id}/approved/enabled`,
      { solar_system_manager: [true] },
      { solar_system_manager: ['管理権限は true または false で指定してください'] },
    );
  });

  it('dates take ISO strings: an epoch number is a type error, not a range message', async () => {
    const before = await count(Information);
    const notice = { title: 'お知らせ', body: '本文', show_type: 'house' };
    await expect422(
      c.admin,
      'POST',
      '/api/information',
      { ...notice, published_at: 12345 },
      { published_at: ['公開日時の形式が正しくありません'] },
    );
    await expect422(
      c.admin,
      'POST',
      '/api/information',
      { ...notice, published_at: '2026-02-30T10:00:00+09:00' },
      { published_at: ['公開日時の形式が正しくありません'] },
    );
    expect(await count(Information)).toBe(before);
    expect(
      (
        await c.admin.post('/api/information', {
          ...notice,
          body: '一行目\r\n二行目',
          published_at: '2026-03-01T10:00:00+09:00',
        })
      ).status,
    ).toBe(201);
  });
});

describe('impossible calendar dates are refused, not rolled over', () => {
  it('organization and link list filters', async () => {
    await expect422(c.admin, 'GET', '/api/organizations?start_date=2026-02-30', undefined, {
      start_date: ['開始日は YYYY-MM-DD の形式で入力してください'],
    });
    await expect422(c.admin, 'GET', '/api/organizations?finish_date=2025-02-29', undefined, {
      finish_date: ['終了日は YYYY-MM-DD の形式で入力してください'],
    });
    expect((await c.admin.get('/api/organizations?start_date=2024-02-29')).status).toBe(200);
    await expect422(c.admin, 'GET', '/api/links?start_date=2026-02-30', undefined, {
      start_date: ['開始日はYYYY-MM-DDの形式で入力してください'],
    });
    await expect422(c.organization, 'GET', '/api/links?finish_date=2026-04-31', undefined, {
      finish_date: ['終了日はYYYY-MM-DDの形式で入力してください'],
    });
  });
});

describe('a period that ends before it starts is refused, not answered with an empty list', () => {
  const reversed = 'date_type=created_at&start_date=2026-05-01&finish_date=2026-04-30';
  const refusal = { finish_date: ['終了日は開始日以降の日付を入力してください'] };

  it('organization, link and device list filters, REST and GraphQL', async () => {
    await expect422(c.admin, 'GET', `/api/organizations?${reversed}`, undefined, refusal);
    await expect422(c.admin, 'GET', `/api/links?${reversed}`, undefined, refusal);
    await expect422(c.organization, 'GET', `/api/links?${reversed}`, undefined, refusal);
    // The signed-in device filter reads 2026/5/1 as 2026-05-01 before comparing.
    await expect422(
      c.admin,
      'GET',
      '/api/cogeneration_systems?date_type=created_at&start_date=2026/5/1&finish_date=2026-04-30',
      undefined,
      refusal,
    );
    const devices = await c.admin.gql(
      'query { devices(category: cogeneration_systems, filter: { dateType: "created_at", startDate: "2026-05-01", finishDate: "2026-04-30" }) { total } }',
    );
    expect(devices.errors![0]!.extensions!.fieldErrors).toEqual({ finishDate: [refusal.finish_date[0]] });
  });

  it('one day (start = finish) and an open end are periods', async () => {
    const oneDay = 'date_type=created_at&start_date=2026-05-01&finish_date=2026-05-01';
    expect((await c.admin.get(`/api/organizations?${oneDay}`)).status).toBe(200);
    expect((await c.admin.get(`/api/links?${oneDay}`)).status).toBe(200);
    expect((await c.admin.get(`/api/cogeneration_systems?${oneDay}`)).status).toBe(200);
    expect((await c.admin.get('/api/organizations?date_type=created_at&finish_date=2026-04-30')).status).toBe(200);
  });
});

describe("keys named like an object's inherited members are unknown keys, not a 500", () => {
  it('query strings of public and signed-in lists, and JSON bodies', async () => {
    for (const key of ['toString', 'constructor', 'hasOwnProperty', 'valueOf']) {
      expect((await c.visitor.get(`/api/cogeneration_systems?${key}=1`)).status, key).toBe(200);
      expect((await c.visitor.get(`/api/links?${key}[a]=1`)).status, key).toBe(200);
      expect((await c.admin.get(`/api/organizations?${key}=1`)).status, key).toBe(200);
    }
    const before = await count(Organization);
    const registration = await c.visitor.post('/api/register', { constructor: { prototype: { x: 1 } } });
    expect(registration.status).toBe(422);
    expect(await count(Organization)).toBe(before);
    const login = await c.visitor.post('/api/login', { toString: 1, email: 'nobody@example.jp', password: 'x' });
    expect(login.status).toBe(422);
  });
});

describe('JSON bodies nested deeper than any request', () => {
  const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

  it('are refused as malformed before anything walks them (a 64 KB body of [[…]] overflowed the stack: a 500)', async () => {
    for (const [path, body] of [
      ['/api/login', `{"email":${nested(30_000)}}`],
      ['/api/login', nested(30_000)],
      ['/graphql', `{"query":"{ lastUpdate }","variables":{"a":${nested(30_000)}}}`],
    ] as const) {
      const res = await c.visitor.raw('POST', path, { body, headers: { 'content-type': 'application/json' } });
      expect(res.status, path).toBe(400);
      expect(await res.json()).toEqual({ message: 'リクエストの形式が正しくありません' });
    }
  });

  it('up to MAX_JSON_DEPTH levels reach validation', async () => {
    const res = await c.visitor.raw('POST', '/api/login', {
      body: `{"email":${nested(MAX_JSON_DEPTH - 1)},"password":"x","type":"house"}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(422);
  });
});
