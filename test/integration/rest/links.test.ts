import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfTextOf } from '../../helpers/pdf-text.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { roleClients } from '../../helpers/sign-in.js';
import { createOrganization } from '../../factories/index.js';
import { createCategoryTree, createEvaluationOrganization, createLink } from '../../factories/links.js';
import { OrganizationStatus } from '../../../server/core/domain.js';
import { Link } from '../../../server/modules/links/link.entity.js';
import { Organization } from '../../../server/modules/organizations/organization.entity.js';
import type { LinkCategory } from '../../../server/modules/link-categories/link-category.entity.js';
import type { TestClient } from '../../helpers/test-client.js';

type LinkJson = {
  id: number;
  category_code: string;
  url: string;
  type: string;
  for_evaluator: boolean;
  memo: string | null;
  approved: boolean;
  organization_name: string;
  organization_id: number;
};
type LinkList = { links: LinkJson[]; total: number; category: { code: string; category_name: string } | null };

const MATERIAL = '木製建具又は樹脂製建具';
const GLASS = '三層複層ガラス（Low-E2枚、断熱ガス、日射取得型）';
const SECRET_MEMO = '評価者だけが読めるメモ';

let t: TestApp;
let c: Awaited<ReturnType<typeof roleClients>>;
let tree: Awaited<ReturnType<typeof createCategoryTree>>;
let ownOrgId: number;
let other: { id: number; name: string };
let otherLinkId: number;
let evaluatorLinkId: number;
let hotWater: LinkCategory;

beforeAll(async () => {
  t = await createTestApp();
  c = await roleClients(t);
  const em = t.orm.em.fork();
  tree = await createCategoryTree(em);
  ownOrgId = c.organizationUser.organization!.id;
  const otherOrg = await createOrganization(em, { name: '他社サッシ工業株式会社' });
  other = { id: otherOrg.id, name: otherOrg.name };
  const disabled = await createOrganization(em, { name: '停止中株式会社', status: OrganizationStatus.disabled });
  hotWater = tree.house('電気ヒートポンプ給湯機');
  otherLinkId = (
    await createLink(em, {
      organization: otherOrg,
      category: tree.house(MATERIAL),
      url: 'https://sash.example.jp/resin',
      approved: true,
      approvedAt: new Date(),
    })
  ).id;
  await createLink(em, {
    organization: otherOrg,
    category: tree.house(MATERIAL),
    url: 'https://sash.example.jp/resin-2',
    approved: true,
    approvedAt: new Date(),
  });
  await createLink(em, {
    organization: otherOrg,
    category: tree.house(GLASS),
    url: 'https://sash.example.jp/triple',
    approved: true,
    approvedAt: new Date(),
  });
  await createLink(em, {
    organization: otherOrg,
    category: hotWater,
    url: 'https://sash.example.jp/pending',
    approved: false,
  });
  await createLink(em, {
    organization: otherOrg,
    category: tree.building('ビル用マルチエアコン'),
    url: 'https://sash.example.jp/vrf',
    approved: true,
    approvedAt: new Date(),
  });
  await createLink(em, {
    organization: otherOrg,
    category: tree.building('コージェネレーション設備'),
    url: 'https://sash.example.jp/cgs',
    approved: true,
    approvedAt: new Date(),
  });
  await createLink(em, {
    organization: otherOrg,
    category: tree.building('押出法ポリスチレンフォーム断熱材'),
    url: 'https://sash.example.jp/xps',
    approved: true,
    approvedAt: new Date(),
  });
  await createLink(em, {
    organization: disabled,
    category: tree.house(MATERIAL),
    url: 'https://disabled.example.jp/',
    approved: true,
    approvedAt: new Date(),
  });
  evaluatorLinkId = (
    await createLink(em, {
      organization: otherOrg,
      category: tree.house(MATERIAL),
      url: 'https://sash.example.jp/evaluator',
      forEvaluator: true,
      memo: SECRET_MEMO,
      approved: true,
      approvedAt: new Date(),
    })
  ).id;
  await createEvaluationOrganization(em, { number: 'EV-REST', password: 'Eval-pass-1234' });
  await createEvaluationOrganization(em, { number: 'EV-THROTTLE', password: 'Eval-pass-1234' });
});
afterAll(() => t.close());

const create = (client: TestClient, body: Record<string, unknown> = {}) =>
  client.post<{ link: LinkJson; message?: string; errors?: Record<string, string[]> }>('/api/links', {
    category_code: hotWater.code,
    url: 'https://www.example.jp/ecohot',
    type: 'house',
    for_evaluator: false,
    memo: 'ignored',
    ...body,
  });

const noSecret = (body: unknown) => {
  const text = JSON.stringify(body);
  expect(text).not.toContain(SECRET_MEMO);
  expect(text).not.toContain('sash.example.jp/evaluator');
};

describe('/api/links/categories', () => {
  it('lists {categories, total} with the number of organizations with approved public links', async () => {
    const res = await c.visitor.get<{
      categories: { code: string; category_name: string; level1: string; organization_count: number }[];
      total: number;
    }>('/api/links/categories?type=house');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(res.body.categories.length);
    expect(res.body.categories.every((x) => x.code.startsWith('H-'))).toBe(true);
    const count = (name: string) => res.body.categories.find((x) => x.category_name === name)?.organization_count;
    expect(count(MATERIAL)).toBe(1); // two links, one organization; the disabled organization and the evaluator link do not count
    expect(count(GLASS)).toBe(1);
    expect(count('電気ヒートポンプ給湯機')).toBe(0); // unapproved only
    noSecret(res.body);
  });

  it('filters by level and answers 422 for a bad edition', async () => {
    const res = await c.visitor.get<{ categories: { level2: string; level3: string }[] }>(
      `/api/links/categories?type=house&level2=${encodeURIComponent('開口部（仕様に基づく)')}&level3=${encodeURIComponent('ガラス')}`,
    );
    expect(res.body.categories.length).toBe(5);
    expect(res.body.categories.every((x) => x.level3 === 'ガラス')).toBe(true);
    expect((await c.visitor.get('/api/links/categories?type=office')).status).toBe(422);
  });

  it('gives {levels} as the level1 → level2 → level3 tree', async () => {
    const res = await c.visitor.get<{
      levels: {
        level1: string;
        level2s: {
          level2: string;
          level3s: { level3: string; categories: { code: string }[] }[];
          categories: unknown[];
        }[];
      }[];
    }>('/api/links/categories/levels?type=house');
    expect(res.status).toBe(200);
    const envelope = res.body.levels.find((l) => l.level1 === '躯体の断熱性能')!;
    const opening = envelope.level2s.find((l) => l.level2 === '開口部（仕様に基づく)')!;
    expect(opening.level3s.map((l) => l.level3)).toEqual(['建具', 'ガラス']);
    expect(res.body.levels.find((l) => l.level1 === '給湯設備')!.level2s[0]!.categories.length).toBeGreaterThan(0);
    expect((await c.visitor.get('/api/links/categories/levels?type=x')).status).toBe(422);
  });
});

describe('organization links over /api', () => {
  it('creates unapproved, edits (a changed url needs approval again), deletes; memo only for evaluator links', async () => {
    const created = await create(c.organization);
    expect(created.status).toBe(201);
    expect(created.body.link).toMatchObject({
      category_code: hotWater.code,
      approved: false,
      for_evaluator: false,
      memo: null,
      organization_id: ownOrgId,
    });
    const id = created.body.link.id;

    const own = await c.organization.get<LinkList>('/api/links');
    expect(own.status).toBe(200);
    expect(Object.keys(own.body)).toEqual(expect.arrayContaining(['links', 'total', 'category']));
    expect(own.body.links.every((l) => l.organization_id === ownOrgId)).toBe(true);
    expect(own.body.links.map((l) => l.id)).toContain(id);

    expect((await c.admin.put(`/api/links/${id}/approved/enabled`)).body).toMatchObject({ link: { approved: true } });
    const sameUrl = await c.organization.put<{ link: LinkJson }>(`/api/links/${id}`, {
      category_code: hotWater.code,
      url: 'https://www.example.jp/ecohot',
      type: 'house',
    });
    expect(sameUrl.body.link.approved).toBe(true);
    const newUrl = await c.organization.put<{ link: LinkJson }>(`/api/links/${id}`, {
      category_code: hotWater.code,
      url: 'https://www.example.jp/ecohot-2',
      type: 'house',
    });
    expect(newUrl.body.link).toMatchObject({ approved: false, url: 'https://www.example.jp/ecohot-2' });
    await c.admin.put(`/api/links/${id}/approved/enabled`);
    const newCategory = await c.organization.put<{ link: LinkJson }>(`/api/links/${id}`, {
      category_code: tree.house('ハイブリッド給湯機').code,
      url: 'https://www.example.jp/ecohot-2',
      type: 'house',
    });
    expect(newCategory.body.link).toMatchObject({
      approved: false,
      category_code: tree.house('ハイブリッド給湯機').code,
    });

    const evaluator = await c.organization.put<{ link: LinkJson }>(`/api/links/${id}`, {
      category_code: hotWater.code,
      url: 'https://www.example.jp/e',
      type: 'house',
      for_evaluator: true,
      memo: '試験成績書',
    });
    expect(evaluator.body.link).toMatchObject({ for_evaluator: true, memo: '試験成績書' });
    expect((await c.organization.get<{ links: LinkJson[] }>(`/api/links/${id}`)).body.links[0]!.memo).toBe(
      '試験成績書',
    );

    expect((await c.organization.delete(`/api/links/${id}`)).status).toBe(204);
    expect((await c.organization.get(`/api/links/${id}`)).status).toBe(404);
  });

  it('sends an approved evaluator link back to unapproved when it becomes public, not the other way', async () => {
    const body = { category_code: hotWater.code, url: 'https://www.example.jp/evaluator-only', type: 'house' };
    const id = (await create(c.organization, { ...body, for_evaluator: true, memo: '試験成績書' })).body.link.id;
    await c.admin.put(`/api/links/${id}/approved/enabled`);
    const toPublic = await c.organization.put<{ link: LinkJson }>(`/api/links/${id}`, {
      ...body,
      for_evaluator: false,
    });
    expect(toPublic.body.link).toMatchObject({ approved: false, for_evaluator: false });
    const publicPage = await c.visitor.get<LinkList>(`/api/links?type=house&category_code=${hotWater.code}`);
    expect(publicPage.body.links.map((l) => l.url)).not.toContain(body.url);

    await c.admin.put(`/api/links/${id}/approved/enabled`);
    const toEvaluator = await c.organization.put<{ link: LinkJson }>(`/api/links/${id}`, {
      ...body,
      for_evaluator: true,
    });
    expect(toEvaluator.body.link).toMatchObject({ approved: true, for_evaluator: true });
    await c.organization.delete(`/api/links/${id}`);
  });

  it('is 401 for visitors on every write and 404 on another organization\u2019s link (as if it did not exist)', async () => {
    expect((await create(c.visitor)).status).toBe(401);
    expect(
      (await c.visitor.put(`/api/links/${otherLinkId}`, { category_code: hotWater.code, url: 'https://x.jp' })).status,
    ).toBe(401);
    expect((await c.visitor.delete(`/api/links/${otherLinkId}`)).status).toBe(401);
    expect((await c.visitor.get(`/api/links/${otherLinkId}`)).status).toBe(401);
    expect((await c.visitor.put(`/api/links/${otherLinkId}/approved/enabled`)).status).toBe(401);
    expect((await c.visitor.get('/api/links/download/pdf')).status).toBe(401);

    expect(
      (await c.organization.put(`/api/links/${otherLinkId}`, { category_code: hotWater.code, url: 'https://x.jp' }))
        .status,
    ).toBe(404);
    expect((await c.organization.delete(`/api/links/${otherLinkId}`)).status).toBe(404);
    expect((await c.organization.get(`/api/links/${otherLinkId}`)).status).toBe(404);
    expect((await c.organization.put(`/api/links/${otherLinkId}/approved/enabled`)).status).toBe(403);
    expect((await c.organization.put(`/api/links/${otherLinkId}/approved/disabled`)).status).toBe(403);
    expect((await create(c.admin)).status).toBe(403);
    const untouched = await t.orm.em.fork().findOneOrFail(Link, otherLinkId);
    expect(untouched.url).toBe('https://sash.example.jp/resin');
  });

  it('answers 422 with the exact messages and writes nothing', async () => {
    const before = await t.orm.em.fork().count(Link);
    const blank = await create(c.organization, { category_code: '', url: ' ' });
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toEqual({ category_code: ['カテゴリーコードは必須です'], url: ['urlは必須です'] });
    const missing = await c.organization.post<{ errors: Record<string, string[]> }>('/api/links', {});
    expect(missing.body.errors).toEqual({ category_code: ['カテゴリーコードは必須です'], url: ['urlは必須です'] });
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'ftp://example.jp/',
      '//example.jp',
      'https://',
      `https://example.jp/${'a'.repeat(2048)}`,
    ]) {
      const res = await create(c.organization, { url });
      expect(res.status, url.slice(0, 30)).toBe(422);
      expect(Object.keys(res.body.errors!)).toEqual(['url']);
    }
    expect((await create(c.organization, { url: `https://example.jp/${'a'.repeat(2048)}` })).body.errors).toEqual({
      url: ['urlは2048文字以内で入力してください'],
    });
    for (const url of [
      'http://x.example/ a b',
      'https://x.example/\u3000窓',
      'https://x.example/\u202Egpj.exe',
      'https://x.example/\u200B',
    ]) {
      expect((await create(c.organization, { url })).body.errors, JSON.stringify(url)).toEqual({
        url: ['urlに空白や制御文字を含めることはできません'],
      });
    }
    for (const url of ['https://x.example/\n<script>', 'https://x.example/\tx', 'https://x.example/\u0000']) {
      expect((await create(c.organization, { url })).body.errors, JSON.stringify(url)).toEqual({
        url: ['urlに使用できない文字が含まれています'],
      });
    }

    expect((await create(c.organization, { category_code: 'H-99-99' })).body.errors).toEqual({
      category_code: ['カテゴリーが見つかりません'],
    });
    expect((await create(c.organization, { type: 'building' })).body.errors).toEqual({
      category_code: ['選択した版（住宅版・非住宅版）のカテゴリーを選択してください'],
    });
    expect((await create(c.organization, { category_code: 'H-99-99', url: 'ftp://x.example/' })).body.errors).toEqual({
      category_code: ['カテゴリーが見つかりません'],
      url: ['urlはhttp://またはhttps://で始まる正しいURLを入力してください'],
    });
    expect((await create(c.organization, { type: 'building', url: 'http://x.example/ a' })).body.errors).toEqual({
      category_code: ['選択した版（住宅版・非住宅版）のカテゴリーを選択してください'],
      url: ['urlに空白や制御文字を含めることはできません'],
    });
    expect((await create(c.organization, { type: 'office' })).status).toBe(422);
    expect(
      (
        await create(c.organization, {
          url: ['https://a.jp'],
          category_code: { x: 1 },
          for_evaluator: 'maybe',
          memo: 5,
        })
      ).status,
    ).toBe(422);
    expect((await create(c.organization, { for_evaluator: true, memo: 'x'.repeat(2001) })).status).toBe(422);
    expect(await t.orm.em.fork().count(Link)).toBe(before);

    const mine = (await create(c.organization)).body.link.id;
    const bad = await c.organization.put<{ errors: Record<string, string[]> }>(`/api/links/${mine}`, {
      category_code: '',
      url: '',
    });
    expect(bad.body.errors).toEqual({ category_code: ['カテゴリーコードは必須です'], url: ['urlは必須です'] });
    const both = await c.organization.put<{ errors: Record<string, string[]> }>(`/api/links/${mine}`, {
      category_code: 'H-99-99',
      url: 'javascript:alert(1)',
    });
    expect(both.body.errors).toEqual({
      category_code: ['カテゴリーが見つかりません'],
      url: ['urlはhttp://またはhttps://で始まる正しいURLを入力してください'],
    });
    await c.organization.delete(`/api/links/${mine}`);
  });

  it('answers 404 for links that do not exist', async () => {
    expect(
      (await c.organization.put('/api/links/999999', { category_code: hotWater.code, url: 'https://a.jp' })).status,
    ).toBe(404);
    expect((await c.organization.delete('/api/links/999999')).status).toBe(404);
    expect((await c.admin.put('/api/links/999999/approved/enabled')).status).toBe(404);
    expect((await c.admin.put('/api/links/999999/approved/disabled')).status).toBe(404);
    expect((await c.admin.delete('/api/links/abc')).status).toBe(404);
    expect((await c.admin.get('/api/links/999999')).status).toBe(404);
    expect((await c.visitor.get('/api/links/categories/H-99-99/organizations')).status).toBe(404);
  });
});

describe('administrator link management over /api', () => {
  const list = (query: string) => c.admin.get<LinkList>(`/api/links?${query}`);
  const codes = (res: { body: LinkList }) => res.body.links.map((l) => l.category_code);

  it('lists every link as {links, total, category} and approves, disables and deletes', async () => {
    const res = await list('page=1');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: expect.any(Number), category: null });
    expect(res.body.links.length).toBe(res.body.total);
    const evaluator = res.body.links.find((l) => l.id === evaluatorLinkId)!;
    expect(evaluator.memo).toBe(SECRET_MEMO); // administrators review evaluator links too

    const id = (await create(c.organization)).body.link.id;
    expect((await c.admin.put<{ link: LinkJson }>(`/api/links/${id}/approved/enabled`)).body.link.approved).toBe(true);
    expect((await c.admin.put<{ link: LinkJson }>(`/api/links/${id}/approved/disabled`)).body.link.approved).toBe(
      false,
    );
    expect((await c.admin.delete(`/api/links/${id}`)).status).toBe(204);
    expect((await c.admin.delete(`/api/links/${id}`)).status).toBe(404);
  });

  it('filters by type, level2, category_code (with its category), organization_name, approved and dates', async () => {
    expect(codes(await list('type=building')).every((code) => code.startsWith('B-'))).toBe(true);
    const byCode = await list(`category_code=${tree.house(GLASS).code}`);
    expect(byCode.body.category).toMatchObject({ code: tree.house(GLASS).code, category_name: GLASS });
    expect(codes(byCode)).toEqual([tree.house(GLASS).code]);
    expect((await list(`type=house&level2=${encodeURIComponent('開口部（仕様に基づく)')}`)).body.total).toBe(5);
    expect(
      (await list(`organization_name=${encodeURIComponent('他社サッシ')}`)).body.links.every(
        (l) => l.organization_name === other.name,
      ),
    ).toBe(true);
    expect((await list('organization_name=%25')).body.total).toBe(0); // LIKE wildcards are literal
    expect((await list('approved=0')).body.links.every((l) => !l.approved)).toBe(true);
    expect((await list('approved=1')).body.links.every((l) => l.approved)).toBe(true);
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Tokyo' }).format(new Date());
    expect((await list(`date_type=created_at&start_date=${today}&finish_date=${today}`)).body.total).toBeGreaterThan(0);
    expect((await list('date_type=approved_at&start_date=2000-01-01&finish_date=2000-01-02')).body.total).toBe(0);
    for (const bad of [
      'start_date=2024-13-45',
      'date_type=deleted_at',
      'approved=maybe',
      'page=0',
      'type=office',
      `organization_name=${'x'.repeat(256)}`,
      'level1=a&level1=b',
    ]) {
      expect((await list(bad)).status, bad).toBe(422);
    }
  });

  it('applies the level1 rule of SPEC §5, each case', async () => {
    const houseAll = (await list('type=house')).body.total;
    const buildingAll = (await list('type=building')).body.total;
    // ignored when empty
    expect((await list('type=house&level1=')).body.total).toBe(houseAll);
    // ignored for house when 躯体の断熱性能
    expect((await list(`type=house&level1=${encodeURIComponent('躯体の断熱性能')}`)).body.total).toBe(houseAll);
    // ignored for building when その他基準 or 躯体の外皮性能等
    expect((await list(`type=building&level1=${encodeURIComponent('その他基準')}`)).body.total).toBe(buildingAll);
    expect((await list(`type=building&level1=${encodeURIComponent('躯体の外皮性能等')}`)).body.total).toBe(buildingAll);
    // applied otherwise
    const hvac = await list(`type=building&level1=${encodeURIComponent('空気調和設備')}`);
    expect(codes(hvac)).toEqual([tree.building('ビル用マルチエアコン').code]);
    expect(
      (await list(`type=house&level1=${encodeURIComponent('給湯設備')}`)).body.links.map(
        (l) => (l as unknown as { level1: string }).level1,
      ),
    ).toEqual(['給湯設備']);
    // the house rule does not apply to building and the building rule not to house
    expect((await list(`type=building&level1=${encodeURIComponent('躯体の断熱性能')}`)).body.total).toBe(0);
    expect((await list(`type=house&level1=${encodeURIComponent('その他基準')}`)).body.total).toBe(0);
  });

  it('narrows an administrator\u2019s list to one organization with organization_id (SPEC §7)', async () => {
    const expected = await t.orm.em.fork().count(Link, { organization: other.id });
    const narrowed = await c.admin.get<LinkList>(`/api/links?organization_id=${other.id}&page=1`);
    expect(narrowed.status).toBe(200);
    expect(narrowed.body.total).toBe(expected);
    expect(narrowed.body.links.length).toBeGreaterThan(0);
    expect(narrowed.body.links.every((l) => l.organization_id === other.id)).toBe(true);
    expect((await c.admin.get<LinkList>('/api/links')).body.total).toBeGreaterThan(expected);
    // An organization user's list is its own, whatever it names.
    const own = await c.organization.get<LinkList>(`/api/links?organization_id=${other.id}`);
    expect(own.status).toBe(200);
    expect(own.body.links.every((l) => l.organization_id === ownOrgId)).toBe(true);
    expect((await c.admin.get('/api/links?organization_id=abc')).status).toBe(422);
  });

  it('exports an organization\u2019s own links as PDF (SPEC §2: lists share a PDF export), never another\u2019s', async () => {
    const em = t.orm.em.fork();
    await createLink(em, {
      organization: await em.findOneOrFail(Organization, ownOrgId),
      category: hotWater,
      url: 'https://own.example.jp/pdf-export',
    });
    const res = await c.organization.raw('GET', '/api/links/download/pdf');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/pdf');
    const text = await pdfTextOf(res);
    expect(text).toContain('own.example.jp');
    expect(text).not.toContain('sash.example.jp');
  });

  it('exports the filtered list as PDF', async () => {
    const res = await c.admin.raw('GET', '/api/links/download/pdf?type=house');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/pdf');
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect((await c.admin.get('/api/links/download/pdf?approved=maybe')).status).toBe(422);
  });
});

describe('public link pages over /api', () => {
  it('lists approved public links for visitors and the category of category_code', async () => {
    const res = await c.visitor.get<LinkList>(`/api/links?type=house&category_code=${tree.house(MATERIAL).code}`);
    expect(res.status).toBe(200);
    expect(res.body.category).toMatchObject({ category_name: MATERIAL });
    expect(res.body.links.map((l) => l.url).sort()).toEqual([
      'https://sash.example.jp/resin',
      'https://sash.example.jp/resin-2',
    ]);
    noSecret(res.body);
  });

  it('groups organizations with their links per category', async () => {
    const res = await c.visitor.get<{
      category: { code: string };
      organizations: { organization_name: string; links: LinkJson[] }[];
    }>(`/api/links/categories/${tree.house(MATERIAL).code}/organizations`);
    expect(res.status).toBe(200);
    expect(res.body.organizations).toHaveLength(1);
    expect(res.body.organizations[0]).toMatchObject({ organization_name: other.name });
    expect(res.body.organizations[0]!.links).toHaveLength(2);
    noSecret(res.body);
  });

  it('serves the opening categories, windows, doors and glasses', async () => {
    const cats = await c.visitor.get<{
      glasses: { code: string; category_name: string }[];
      materials: { code: string; category_name: string }[];
      default_material_code: string;
      default_glass_code: string;
    }>('/api/links/house/opening/categories');
    expect(cats.status).toBe(200);
    expect(cats.body.materials.map((m) => m.category_name)).toContain(MATERIAL);
    expect(cats.body.glasses[0]!.category_name).toBe(GLASS);
    expect(cats.body.default_material_code).toBe(tree.house(MATERIAL).code);
    expect(cats.body.default_glass_code).toBe(tree.house(GLASS).code);
    type Opening = LinkList & {
      material_organizations: { organization_name: string; links: LinkJson[] }[];
      glass_organizations: { organization_name: string; links: LinkJson[] }[];
    };
    const window = await c.visitor.get<Opening>(
      `/api/links/windows?material=${tree.house(MATERIAL).code}&glass=${tree.house(GLASS).code}`,
    );
    expect(window.status).toBe(200);
    expect(window.body.total).toBe(3);
    expect(window.body.material_organizations.map((o) => o.links.map((l) => l.url))).toEqual([
      ['https://sash.example.jp/resin', 'https://sash.example.jp/resin-2'],
    ]);
    expect(window.body.glass_organizations.map((o) => o.links.map((l) => l.url))).toEqual([
      ['https://sash.example.jp/triple'],
    ]);
    expect(window.body.links).toHaveLength(3);
    noSecret(window.body);
    const glasses = await c.visitor.get<LinkList>(`/api/links/glasses?glass=${tree.house(GLASS).code}`);
    expect(glasses.body.links.map((l) => l.url)).toEqual(['https://sash.example.jp/triple']);
    expect((await c.visitor.get(`/api/links/windows?material=${tree.house(GLASS).code}`)).body).toMatchObject({
      errors: { material: ['建具のカテゴリーが見つかりません'] },
    });
    expect((await c.visitor.get(`/api/links/glasses?glass=${hotWater.code}`)).status).toBe(422);
  });

  it('gives recently approved links with `new`', async () => {
    const res = await c.visitor.get<LinkList>('/api/links?new=1&type=building&limit=2');
    expect(res.status).toBe(200);
    expect(res.body.links).toHaveLength(2);
    expect(res.body.links.every((l) => l.approved && l.type === 'building')).toBe(true);
    noSecret((await c.visitor.get('/api/links?new=1&limit=50')).body);
    expect((await c.visitor.get('/api/links?new=1&limit=500')).status).toBe(422);
  });
});

describe('house opening pages: windows offer sashes, doors offer doors, glass makers stay in their own list', () => {
  const DOOR = 'ドア（金属製熱遮断構造）';
  type Group = { organization_name: string; links: LinkJson[] };
  type Opening = {
    total: number;
    material: { category_name: string } | null;
    glass: { category_name: string } | null;
    material_organizations: Group[];
    glass_organizations: Group[];
    errors?: Record<string, string[]>;
  };
  type Choices = {
    materials: { category_name: string }[];
    glasses: unknown[];
    default_material_code: string;
    default_glass_code: string;
  };

  it('the categories of each page: sashes with SPEC §9 defaults for windows, doors and no glass for doors', async () => {
    const windows = await c.visitor.get<Choices>('/api/links/house/opening/categories?kind=windows');
    expect(windows.body.materials.map((m) => m.category_name)).toEqual([
      '木製建具又は樹脂製建具',
      '木と金属の複合材料製建具',
      '樹脂と金属の複合材料製建具',
      '金属製建具',
    ]);
    expect(windows.body).toMatchObject({
      default_material_code: tree.house(MATERIAL).code,
      default_glass_code: tree.house(GLASS).code,
    });
    const doors = await c.visitor.get<Choices>('/api/links/house/opening/categories?kind=doors');
    expect(doors.body.materials.map((m) => m.category_name)).toEqual(['ドア（木製断熱積層構造）', DOOR]);
    expect(doors.body).toMatchObject({
      default_material_code: tree.house('ドア（木製断熱積層構造）').code,
      default_glass_code: '',
    });
    expect(doors.body.glasses).toHaveLength(5);
    expect((await c.visitor.get('/api/links/house/opening/categories?kind=roofs')).status).toBe(422);
  });

  it('a maker with only a glass link is listed under ガラス, never as a door maker; each page refuses the other page\u2019s materials', async () => {
    const door = await c.visitor.get<Opening>(
      `/api/links/doors?material=${tree.house(DOOR).code}&glass=${tree.house(GLASS).code}`,
    );
    expect(door.status).toBe(200);
    expect(door.body.material).toMatchObject({ category_name: DOOR });
    expect(door.body.material_organizations).toEqual([]);
    expect(door.body.glass_organizations.map((o) => o.organization_name)).toEqual([other.name]);
    expect(
      (await c.visitor.get<Opening>(`/api/links/doors?material=${tree.house(MATERIAL).code}`)).body.errors,
    ).toEqual({ material: ['ドアのカテゴリーが見つかりません'] });
    expect((await c.visitor.get<Opening>(`/api/links/windows?material=${tree.house(DOOR).code}`)).body.errors).toEqual({
      material: ['建具のカテゴリーが見つかりません'],
    });
  });
});

describe('evaluator links over /api', () => {
  const evaluator = (number: string, password: string) =>
    c.visitor.get<LinkList & { message?: string; errors?: Record<string, string[]> }>(
      `/api/links?for_evaluator=1&number=${encodeURIComponent(number)}&password=${encodeURIComponent(password)}`,
    );

  it('gives evaluator-only links with memos for the right number and password', async () => {
    const res = await evaluator('EV-REST', 'Eval-pass-1234');
    expect(res.status).toBe(200);
    expect(res.body.links).toEqual([
      expect.objectContaining({ id: evaluatorLinkId, for_evaluator: true, memo: SECRET_MEMO }),
    ]);
  });

  it('keeps to the page\u2019s categories when category_code is given (once or repeated)', async () => {
    const codeOf = (name: string) => tree.house(name).code;
    const inMaterial = await c.visitor.get<LinkList>(
      `/api/links?for_evaluator=1&number=EV-REST&password=Eval-pass-1234&category_code=${codeOf(MATERIAL)}`,
    );
    expect(inMaterial.body.links.map((l) => l.id)).toEqual([evaluatorLinkId]);
    const elsewhere = await c.visitor.get<LinkList>(
      `/api/links?for_evaluator=1&number=EV-REST&password=Eval-pass-1234&category_code=${codeOf(GLASS)}`,
    );
    expect(elsewhere.body.links).toEqual([]);
    const both = await c.visitor.get<LinkList>(
      `/api/links?for_evaluator=1&number=EV-REST&password=Eval-pass-1234&category_code=${codeOf(GLASS)}&category_code=${codeOf(MATERIAL)}`,
    );
    expect(both.body.links.map((l) => l.id)).toEqual([evaluatorLinkId]);
    expect(
      (
        await c.visitor.get(
          `/api/links?for_evaluator=1&number=EV-REST&password=Eval-pass-1234&category_code=${'x'.repeat(40)}`,
        )
      ).status,
    ).toBe(422);
  });

  it('answers one message for a wrong number or password, and 422 when either is missing', async () => {
    const wrongNumber = await evaluator('EV-NOPE', 'Eval-pass-1234');
    const wrongPassword = await evaluator('EV-REST', 'wrong');
    expect(wrongNumber.status).toBe(422);
    expect(wrongPassword.body).toEqual(wrongNumber.body);
    expect(wrongNumber.body).toEqual({
      message: '評価機関番号またはパスワードが正しくありません',
      errors: { password: ['評価機関番号またはパスワードが正しくありません'] },
    });
    expect((await c.visitor.get('/api/links?for_evaluator=1')).body).toMatchObject({
      errors: { number: ['評価機関番号を入力してください'], password: ['パスワードを入力してください'] },
    });
  });

  it('is throttled after 5 wrong attempts per number, even with the right password afterwards', async () => {
    for (let i = 0; i < 5; i++) expect((await evaluator('EV-THROTTLE', `wrong-${i}`)).status).toBe(422);
    expect((await evaluator('EV-THROTTLE', 'wrong-again')).status).toBe(429);
    expect((await evaluator('EV-THROTTLE', 'Eval-pass-1234')).status).toBe(429);
    expect((await evaluator('EV-REST', 'Eval-pass-1234')).status).toBe(200);
  });

  it('never shows evaluator links or memos in any other answer', async () => {
    const answers = await Promise.all([
      c.visitor.get('/api/links'),
      c.visitor.get('/api/links?type=house'),
      c.visitor.get('/api/links?new=1&limit=50'),
      c.visitor.get('/api/links/categories'),
      c.visitor.get(`/api/links/categories/${tree.house(MATERIAL).code}/organizations`),
      c.visitor.get(`/api/links/windows?material=${tree.house(MATERIAL).code}&glass=${tree.house(GLASS).code}`),
      c.visitor.get(`/api/links/doors?material=${tree.house('ドア（金属製熱遮断構造）').code}`),
      c.organization.get('/api/links'),
      c.organization.get(`/api/links?category_code=${tree.house(MATERIAL).code}`),
      c.organization.get(`/api/links/${evaluatorLinkId}`),
      c.organization.get('/api/links?for_evaluator=0'),
    ]);
    // An answer that is a refusal proves nothing: each status is asserted (the other
    // organization's evaluator link does not exist for this organization user).
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 404, 200]);
    for (const answer of answers) noSecret(answer.body);
  });
});
