/**
 * SPEC §7 "Links", called as the original SPA calls them (see spec-calls.ts for the whole §7 table
 * and which file covers each call): the public pages (lists, new links, evaluator links, openings),
 * the organization's link screens and the administrator's approval.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { CallLog, LegacyClient, signIn } from '../../helpers/legacy-client.js';
import { createAdmin, createOrganization, createUser, DEFAULT_PASSWORD } from '../../factories/index.js';
import { createCategoryTree, createEvaluationOrganization, createLink } from '../../factories/links.js';
import { expect422, expectAreaCovered, expectKeys, expectOk } from './spec-calls.js';

const MATERIAL = '木製建具又は樹脂製建具';
const GLASS = '三層複層ガラス（Low-E2枚、断熱ガス、日射取得型）';
const LINK_LIST = { links: 'array', total: 'number', category: 'object|null' } as const;

let t: TestApp;
const log = new CallLog();
const visitor = () => new LegacyClient(t.baseUrl, log);
let admin: LegacyClient;
let member: LegacyClient;
let orgId: number;
let materialCode: string;
let evaluator: { number: string; password: string };

beforeAll(async () => {
  t = await createTestApp();
  const em = t.orm.em.fork();
  const tree = await createCategoryTree(em);
  const adminUser = await createAdmin(em);
  const organization = await createOrganization(em, { name: '契約サッシ工業株式会社' });
  orgId = organization.id;
  const user = await createUser(em, { organization });
  materialCode = tree.house(MATERIAL).code;
  // Approved public links and an evaluator link the public pages find already there.
  for (const name of [MATERIAL, GLASS])
    await createLink(em, { organization, category: tree.house(name), approved: true, approvedAt: new Date() });
  await createLink(em, {
    organization,
    category: tree.house(MATERIAL),
    approved: true,
    approvedAt: new Date(),
    forEvaluator: true,
    memo: '評価者向けメモ',
  });
  evaluator = { number: 'EV-CONTRACT', password: 'Eval-pass-1234' };
  await createEvaluationOrganization(em, evaluator);
  admin = new LegacyClient(t.baseUrl, log);
  member = new LegacyClient(t.baseUrl, log);
  await signIn(admin, adminUser.email, DEFAULT_PASSWORD);
  await signIn(member, user.email, DEFAULT_PASSWORD);
});
afterAll(() => t.close());

describe('SPEC §7 links: lists', () => {
  it('GET /links with the link filters reads links, total, category (visitor, organization, administrator)', async () => {
    const filters = {
      page: 1,
      type: 'house',
      level1: '躯体の断熱性能',
      level2: '',
      category_code: materialCode,
      organization_name: '',
      approved: '',
      date_type: '',
      start_date: '',
      finish_date: '',
    };
    const res = await visitor().get<{ links: unknown[]; category: { code: string } }>('/links', filters);
    expectOk(res);
    expectKeys(res.body, LINK_LIST);
    expect(res.body.links.length).toBeGreaterThan(0);
    expect(res.body.category?.code).toBe(materialCode);
    for (const client of [member, admin]) {
      const own = await client.get('/links', { page: 1, type: 'house', approved: true, date_type: 'approved_at' });
      expectOk(own);
      expectKeys(own.body, LINK_LIST);
    }
  });

  it('GET /links {new} reads links, total, category', async () => {
    const res = await visitor().get('/links', { new: true, type: 'house' });
    expectOk(res);
    expectKeys(res.body, LINK_LIST);
  });

  it('GET /links {for_evaluator, number, password} reads links, total, category', async () => {
    const res = await visitor().get<{ links: unknown[] }>('/links', {
      for_evaluator: true,
      type: 'house',
      category_code: [materialCode],
      ...evaluator,
    });
    expectOk(res);
    expectKeys(res.body, LINK_LIST);
    expect(res.body.links).toHaveLength(1);
  });

  it('GET /links {organization_id} reads links, total, category (visitor and administrator)', async () => {
    // For an administrator this filter is being changed in parallel: only the keys are asserted.
    for (const client of [visitor(), admin]) {
      const res = await client.get('/links', { page: 1, type: 'house', organization_id: orgId });
      expectOk(res);
      expectKeys(res.body, LINK_LIST);
    }
  });
});

describe('SPEC §7 links: the organization writes, the administrator approves', () => {
  let linkId: number;

  it('POST /links {category_code, url, type, for_evaluator, memo}', async () => {
    const body = {
      category_code: materialCode,
      url: 'https://sash.example.jp/contract',
      type: 'house',
      for_evaluator: false,
      memo: '',
    };
    expect422(await member.post('/links', { ...body, url: '' }), 'urlは必須です');
    expect422(await member.post('/links', { ...body, category_code: '' }), 'カテゴリーコードは必須です');
    const res = await member.post<{ link: { id: number } }>('/links', body);
    expectOk(res);
    linkId = res.body.link.id;
    expect(linkId).toBeTypeOf('number');
  });

  it('PUT /links/{id}', async () => {
    const res = await member.put(`/links/${linkId}`, {
      category_code: materialCode,
      url: 'https://sash.example.jp/contract-2',
      type: 'house',
      for_evaluator: true,
      memo: '評価者向け',
    });
    expectOk(res);
  });

  it('PUT /links/{id}/approved/enabled and /approved/disabled (administrator)', async () => {
    expectOk(await admin.put(`/links/${linkId}/approved/enabled`));
    expectOk(await admin.put(`/links/${linkId}/approved/disabled`));
  });

  it('DELETE /links/{id}', async () => {
    expectOk(await member.delete(`/links/${linkId}`));
  });
});

describe('SPEC §7 links: categories and openings', () => {
  it('GET /links/categories {type, level or category filters} reads categories, total', async () => {
    for (const query of [
      { type: 'house' },
      { type: 'building' },
      { type: 'house', level1: '躯体の断熱性能', level2: '断熱材' },
      { type: 'house', category_code: materialCode },
    ]) {
      const res = await visitor().get('/links/categories', query);
      expectOk(res);
      expectKeys(res.body, { categories: 'array', total: 'number' });
    }
  });

  it('GET /links/categories/levels {type} reads levels', async () => {
    for (const type of ['house', 'building']) {
      const res = await visitor().get<{ levels: unknown[] }>('/links/categories/levels', { type });
      expectOk(res);
      expectKeys(res.body, { levels: 'array' });
      expect(res.body.levels.length).toBeGreaterThan(0);
    }
  });

  it('GET /links/house/opening/categories reads glasses, materials; then GET /links/windows, /links/doors, /links/glasses', async () => {
    const opening = await visitor().get<{ glasses: { code: string }[]; materials: { code: string }[] }>(
      '/links/house/opening/categories',
    );
    expectOk(opening);
    expectKeys(opening.body, { glasses: 'array', materials: 'array' });
    expect(opening.body.glasses.length).toBeGreaterThan(0);
    expect(opening.body.materials.length).toBeGreaterThan(0);

    for (const kind of ['windows', 'doors', 'glasses'] as const) {
      // Each page reads the materials of its own kind (SPEC §2: /house/links/opening/door and /window).
      const categories = await visitor().get<{ glasses: { code: string }[]; materials: { code: string }[] }>(
        '/links/house/opening/categories',
        { kind },
      );
      expectOk(categories);
      const material = kind === 'glasses' ? undefined : categories.body.materials[0]?.code;
      const res = await visitor().get(`/links/${kind}`, { material, glass: categories.body.glasses[0]?.code });
      expectOk(res);
      expectKeys(res.body, { links: 'array' });
    }
  });
});

describe('coverage', () => {
  it('covers every SPEC §7 links call', () => {
    expectAreaCovered('links', log);
  });
});
