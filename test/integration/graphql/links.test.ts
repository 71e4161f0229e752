import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { roleClients } from '../../helpers/sign-in.js';
import { createOrganization } from '../../factories/index.js';
import { createCategoryTree, createEvaluationOrganization, createLink } from '../../factories/links.js';
import { Link } from '../../../server/modules/links/link.entity.js';

const MATERIAL = '木製建具又は樹脂製建具';
const GLASS = '三層複層ガラス（Low-E2枚、断熱ガス、日射取得型）';
const SECRET_MEMO = 'GraphQLの評価者メモ';

let t: TestApp;
let c: Awaited<ReturnType<typeof roleClients>>;
let tree: Awaited<ReturnType<typeof createCategoryTree>>;
let otherLinkId: number;

beforeAll(async () => {
  t = await createTestApp();
  c = await roleClients(t);
  const em = t.orm.em.fork();
  tree = await createCategoryTree(em);
  const other = await createOrganization(em, { name: '窓ガラス工業株式会社' });
  otherLinkId = (
    await createLink(em, {
      organization: other,
      category: tree.house(MATERIAL),
      approved: true,
      approvedAt: new Date(),
    })
  ).id;
  await createLink(em, { organization: other, category: tree.house(GLASS), approved: true, approvedAt: new Date() });
  await createLink(em, {
    organization: other,
    category: tree.house(MATERIAL),
    url: 'https://eval.example.jp/secret',
    forEvaluator: true,
    memo: SECRET_MEMO,
    approved: true,
    approvedAt: new Date(),
  });
  await createLink(em, {
    organization: other,
    category: tree.building('ビル用マルチエアコン'),
    approved: true,
    approvedAt: new Date(),
  });
  await createLink(em, {
    organization: other,
    category: tree.building('BEMS（ビルエネルギー管理システム）'),
    approved: true,
    approvedAt: new Date(),
  });
  await createEvaluationOrganization(em, { number: 'EV-GQL', password: 'Eval-pass-1234' });
  await createEvaluationOrganization(em, { number: 'EV-GQL-T', password: 'Eval-pass-1234' });
});
afterAll(() => t.close());

const LINK_FIELDS =
  'id url type forEvaluator memo approved approvedAt categoryCode organizationName category { code name level1 level2 level3 } organization { id name }';
const CREATE = `mutation($input: LinkInput!) { createLink(input: $input) { ${LINK_FIELDS} } }`;
const UPDATE = `mutation($id: Int!, $input: LinkInput!) { updateLink(id: $id, input: $input) { ${LINK_FIELDS} } }`;
const DELETE = `mutation($id: Int!) { deleteLink(id: $id) }`;
const APPROVE = `mutation($id: Int!) { approveLink(id: $id) { id approved approvedAt } }`;
const DISAPPROVE = `mutation($id: Int!) { disapproveLink(id: $id) { id approved approvedAt } }`;
const LINKS = `query($filter: LinkFilterInput) { links(filter: $filter) { total page pageSize category { code name } items { ${LINK_FIELDS} } } }`;
const LINK = `query($id: Int!) { link(id: $id) { ${LINK_FIELDS} } }`;
const PUBLIC = `query($filter: PublicLinkFilterInput) { publicLinks(filter: $filter) { total category { name } items { ${LINK_FIELDS} } } }`;
const CATEGORIES = `query($type: Edition, $level1: String, $level2: String, $level3: String) { linkCategories(type: $type, level1: $level1, level2: $level2, level3: $level3) { total items { code name level1 level2 level3 organizationCount } } }`;
const LEVELS = `query($type: Edition) { categoryLevels(type: $type) { name level2s { name categories { code } level3s { name categories { code name } } } } }`;
const OPENING_CATEGORIES = `query($kind: OpeningKind) { openingCategories(kind: $kind) { defaultMaterialCode defaultGlassCode materials { code name } glasses { code name } } }`;
const OPENING = `query($kind: OpeningKind!, $material: String, $glass: String) { openingLinks(kind: $kind, material: $material, glass: $glass) { total material { name } glass { name } materialOrganizations { organizationName links { ${LINK_FIELDS} } } glassOrganizations { organizationName links { url } } } }`;
const CATEGORY_ORGS = `query($code: String!) { categoryOrganizations(categoryCode: $code) { category { name } organizations { organizationId organizationName links { ${LINK_FIELDS} } } } }`;
const NEW = `query($type: Edition, $limit: Int) { newLinks(type: $type, limit: $limit) { ${LINK_FIELDS} } }`;
const EVALUATOR = `query($number: String!, $password: String!, $categoryCodes: [String!]) { evaluatorLinks(number: $number, password: $password, categoryCodes: $categoryCodes) { ${LINK_FIELDS} } }`;

const code = (r: { errors?: { extensions?: { code?: string } }[] }) => r.errors?.[0]?.extensions?.code;
const input = (over: Record<string, unknown> = {}) => ({
  categoryCode: tree.house('ハイブリッド給湯機').code,
  url: 'https://www.example.jp/hybrid',
  type: 'house',
  ...over,
});
const noSecret = (body: unknown) => {
  expect(JSON.stringify(body)).not.toContain(SECRET_MEMO);
  expect(JSON.stringify(body)).not.toContain('eval.example.jp');
};

describe('categories over GraphQL', () => {
  it('lists categories with organization counts, the level tree and the opening categories', async () => {
    const list = await c.visitor.gql<{
      linkCategories: { total: number; items: { name: string; organizationCount: number }[] };
    }>(CATEGORIES, { type: 'house' });
    expect(list.errors).toBeUndefined();
    expect(list.data!.linkCategories.items.find((i) => i.name === MATERIAL)?.organizationCount).toBe(1);
    const glasses = await c.visitor.gql<{ linkCategories: { total: number } }>(CATEGORIES, {
      type: 'house',
      level3: 'ガラス',
    });
    expect(glasses.data!.linkCategories.total).toBe(5);
    const levels = await c.visitor.gql<{ categoryLevels: { name: string }[] }>(LEVELS, { type: 'building' });
    expect(levels.data!.categoryLevels.map((l) => l.name)).toContain('躯体の外皮性能等');
    const opening = await c.visitor.gql<{
      openingCategories: { defaultMaterialCode: string; defaultGlassCode: string };
    }>(OPENING_CATEGORIES);
    expect(opening.data!.openingCategories).toMatchObject({
      defaultMaterialCode: tree.house(MATERIAL).code,
      defaultGlassCode: tree.house(GLASS).code,
    });
  });
});

describe('links over GraphQL', () => {
  it('organization: create (unapproved), list own, update (re-approval), delete; admin approves and disapproves', async () => {
    const created = await c.organization.gql<{ createLink: { id: number; approved: boolean; memo: string | null } }>(
      CREATE,
      { input: input({ memo: 'メモ' }) },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data!.createLink).toMatchObject({ approved: false, memo: null });
    const id = created.data!.createLink.id;
    const own = await c.organization.gql<{ links: { total: number; items: { id: number }[] } }>(LINKS);
    expect(own.data!.links.items.map((i) => i.id)).toEqual([id]);
    expect(
      (await c.admin.gql<{ approveLink: { approved: boolean } }>(APPROVE, { id })).data!.approveLink.approved,
    ).toBe(true);
    const updated = await c.organization.gql<{
      updateLink: { approved: boolean; forEvaluator: boolean; memo: string };
    }>(UPDATE, { id, input: input({ url: 'https://www.example.jp/v2', forEvaluator: true, memo: '評価用' }) });
    expect(updated.data!.updateLink).toMatchObject({ approved: false, forEvaluator: true, memo: '評価用' });
    expect((await c.organization.gql<{ link: { memo: string } }>(LINK, { id })).data!.link.memo).toBe('評価用');
    expect(
      (await c.admin.gql<{ disapproveLink: { approved: boolean } }>(DISAPPROVE, { id })).data!.disapproveLink.approved,
    ).toBe(false);
    expect((await c.organization.gql(DELETE, { id })).data).toEqual({ deleteLink: true });
    expect(code(await c.organization.gql(LINK, { id }))).toBe('NOT_FOUND');
  });

  it('an approved evaluator link that becomes public needs approval again', async () => {
    const created = await c.organization.gql<{ createLink: { id: number } }>(CREATE, {
      input: input({ forEvaluator: true, memo: '評価用' }),
    });
    const id = created.data!.createLink.id;
    await c.admin.gql(APPROVE, { id });
    const toPublic = await c.organization.gql<{ updateLink: { approved: boolean; forEvaluator: boolean } }>(UPDATE, {
      id,
      input: input({ forEvaluator: false }),
    });
    expect(toPublic.data!.updateLink).toEqual(expect.objectContaining({ approved: false, forEvaluator: false }));
    await c.admin.gql(APPROVE, { id });
    const toEvaluator = await c.organization.gql<{ updateLink: { approved: boolean } }>(UPDATE, {
      id,
      input: input({ forEvaluator: true }),
    });
    expect(toEvaluator.data!.updateLink.approved).toBe(true);
    await c.organization.gql(DELETE, { id });
  });

  it('UNAUTHENTICATED, FORBIDDEN, BAD_USER_INPUT and NOT_FOUND', async () => {
    for (const [q, v] of [
      [CREATE, { input: input() }],
      [UPDATE, { id: otherLinkId, input: input() }],
      [DELETE, { id: otherLinkId }],
      [APPROVE, { id: otherLinkId }],
      [LINKS, {}],
      [LINK, { id: otherLinkId }],
    ] as const) {
      expect(code(await c.visitor.gql(q, v))).toBe('UNAUTHENTICATED');
    }
    expect(code(await c.organization.gql(UPDATE, { id: otherLinkId, input: input() }))).toBe('NOT_FOUND');
    expect(code(await c.organization.gql(DELETE, { id: otherLinkId }))).toBe('NOT_FOUND');
    expect(code(await c.organization.gql(LINK, { id: otherLinkId }))).toBe('NOT_FOUND');
    expect(code(await c.organization.gql(APPROVE, { id: otherLinkId }))).toBe('FORBIDDEN');
    expect(code(await c.admin.gql(CREATE, { input: input() }))).toBe('FORBIDDEN');

    const before = await t.orm.em.fork().count(Link);
    const blank = await c.organization.gql(CREATE, { input: { categoryCode: '', url: '' } });
    expect(blank.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: { categoryCode: ['カテゴリーコードは必須です'], url: ['urlは必須です'] },
    });
    expect(code(await c.organization.gql(CREATE, { input: input({ url: 'javascript:alert(1)' }) }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(code(await c.organization.gql(CREATE, { input: input({ url: 'data:text/html,x' }) }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(
      (await c.organization.gql(CREATE, { input: input({ url: 'http://x.example/ a b' }) })).errors?.[0]?.extensions
        ?.fieldErrors,
    ).toEqual({ url: ['urlに空白や制御文字を含めることはできません'] });
    expect(code(await c.organization.gql(CREATE, { input: input({ url: `https://a.jp/${'x'.repeat(2048)}` }) }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(
      (await c.organization.gql(CREATE, { input: input({ type: 'building' }) })).errors?.[0]?.extensions?.fieldErrors,
    ).toEqual({ categoryCode: ['選択した版（住宅版・非住宅版）のカテゴリーを選択してください'] });
    expect(
      (await c.organization.gql(CREATE, { input: input({ categoryCode: 'NOPE' }) })).errors?.[0]?.extensions
        ?.fieldErrors,
    ).toEqual({ categoryCode: ['カテゴリーが見つかりません'] });
    expect(
      (await c.organization.gql(CREATE, { input: input({ categoryCode: 'NOPE', url: 'ftp://x.example/' }) }))
        .errors?.[0]?.extensions?.fieldErrors,
    ).toEqual({
      categoryCode: ['カテゴリーが見つかりません'],
      url: ['urlはhttp://またはhttps://で始まる正しいURLを入力してください'],
    });
    expect(code(await c.admin.gql(LINKS, { filter: { startDate: '2024-02-31x' } }))).toBe('BAD_USER_INPUT');
    expect(await t.orm.em.fork().count(Link)).toBe(before);

    expect(code(await c.organization.gql(UPDATE, { id: 999999, input: input() }))).toBe('NOT_FOUND');
    expect(code(await c.organization.gql(DELETE, { id: 999999 }))).toBe('NOT_FOUND');
    expect(code(await c.admin.gql(APPROVE, { id: 999999 }))).toBe('NOT_FOUND');
    expect(code(await c.visitor.gql(CATEGORY_ORGS, { code: 'NOPE' }))).toBe('NOT_FOUND');
  });

  it('administrator list: filters, the level1 rule and the category of categoryCode', async () => {
    const total = async (filter: Record<string, unknown>) =>
      (await c.admin.gql<{ links: { total: number } }>(LINKS, { filter })).data!.links.total;
    const building = await total({ type: 'building' });
    expect(building).toBe(2);
    expect(await total({ type: 'building', level1: 'その他基準' })).toBe(building);
    expect(await total({ type: 'building', level1: '躯体の外皮性能等' })).toBe(building);
    expect(await total({ type: 'building', level1: '空気調和設備' })).toBe(1);
    expect(await total({ type: 'house', level1: '躯体の断熱性能' })).toBe(await total({ type: 'house' }));
    expect(await total({ type: 'house', level1: '給湯設備' })).toBe(0);
    const byCode = await c.admin.gql<{ links: { category: { name: string } } }>(LINKS, {
      filter: { categoryCode: tree.house(GLASS).code },
    });
    expect(byCode.data!.links.category.name).toBe(GLASS);
    const all = await c.admin.gql<{ links: { items: { memo: string | null; forEvaluator: boolean }[] } }>(LINKS);
    expect(all.data!.links.items.find((i) => i.forEvaluator)?.memo).toBe(SECRET_MEMO);
  });

  it('public answers: links, category organizations, openings, new links; never evaluator links', async () => {
    const pub = await c.visitor.gql<{ publicLinks: { total: number } }>(PUBLIC, {
      filter: { type: 'house', categoryCode: tree.house(MATERIAL).code },
    });
    expect(pub.data!.publicLinks.total).toBe(1);
    const orgs = await c.visitor.gql<{
      categoryOrganizations: { organizations: { organizationName: string; links: unknown[] }[] };
    }>(CATEGORY_ORGS, { code: tree.house(MATERIAL).code });
    expect(orgs.data!.categoryOrganizations.organizations).toEqual([
      expect.objectContaining({ organizationName: '窓ガラス工業株式会社', links: [expect.anything()] }),
    ]);
    const window = await c.visitor.gql<{
      openingLinks: { total: number; material: { name: string }; glass: { name: string } };
    }>(OPENING, { kind: 'windows', material: tree.house(MATERIAL).code, glass: tree.house(GLASS).code });
    expect(window.data!.openingLinks).toMatchObject({ total: 2, material: { name: MATERIAL }, glass: { name: GLASS } });
    expect(code(await c.visitor.gql(OPENING, { kind: 'doors', material: tree.house(GLASS).code }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(code(await c.visitor.gql(OPENING, { kind: 'doors', material: tree.house(MATERIAL).code }))).toBe(
      'BAD_USER_INPUT',
    );
    const door = await c.visitor.gql<{
      openingLinks: { materialOrganizations: unknown[]; glassOrganizations: { organizationName: string }[] };
    }>(OPENING, {
      kind: 'doors',
      material: tree.house('ドア（金属製熱遮断構造）').code,
      glass: tree.house(GLASS).code,
    });
    expect(door.data!.openingLinks.materialOrganizations).toEqual([]); // the glass maker is not a door maker
    const noGlass = await c.visitor.gql<{ openingLinks: { glass: unknown; glassOrganizations: unknown[] } }>(OPENING, {
      kind: 'doors',
      material: tree.house('ドア（金属製熱遮断構造）').code,
      glass: null,
    });
    expect(noGlass.errors).toBeUndefined();
    expect(noGlass.data!.openingLinks).toEqual(expect.objectContaining({ glass: null, glassOrganizations: [] }));
    const nothing = await c.visitor.gql<{ openingLinks: { total: number } }>(OPENING, {
      kind: 'windows',
      material: null,
      glass: null,
    });
    expect(nothing.data!.openingLinks.total).toBe(0);
    expect(door.data!.openingLinks.glassOrganizations.map((o) => o.organizationName)).toEqual(['窓ガラス工業株式会社']);
    const doorChoices = await c.visitor.gql<{
      openingCategories: { materials: { name: string }[]; defaultGlassCode: string };
    }>(OPENING_CATEGORIES, { kind: 'doors' });
    expect(doorChoices.data!.openingCategories).toEqual(
      expect.objectContaining({
        defaultGlassCode: '',
        materials: [
          expect.objectContaining({ name: 'ドア（木製断熱積層構造）' }),
          expect.objectContaining({ name: 'ドア（金属製熱遮断構造）' }),
        ],
      }),
    );
    const fresh = await c.visitor.gql<{ newLinks: { type: string }[] }>(NEW, { type: 'building', limit: 1 });
    expect(fresh.data!.newLinks).toHaveLength(1);
    for (const client of [c.visitor, c.organization]) {
      noSecret(await client.gql(PUBLIC));
      noSecret(await client.gql(CATEGORY_ORGS, { code: tree.house(MATERIAL).code }));
      noSecret(
        await client.gql(OPENING, {
          kind: 'windows',
          material: tree.house(MATERIAL).code,
          glass: tree.house(GLASS).code,
        }),
      );
      noSecret(await client.gql(NEW, { limit: 50 }));
      noSecret(await client.gql(CATEGORIES));
    }
    noSecret(await c.organization.gql(LINKS));
    const orgField = await c.visitor.gql<{
      publicLinks: { items: { organization: unknown; organizationName: string }[] };
    }>(`{ publicLinks { items { organizationName organization { id tel } } } }`);
    expect(
      orgField.data!.publicLinks.items.every(
        (i) => i.organization === null && i.organizationName === '窓ガラス工業株式会社',
      ),
    ).toBe(true);
  });

  it('evaluator links with memo for the right credentials; one message otherwise; throttled', async () => {
    const ok = await c.visitor.gql<{ evaluatorLinks: { memo: string; forEvaluator: boolean }[] }>(EVALUATOR, {
      number: 'EV-GQL',
      password: 'Eval-pass-1234',
    });
    expect(ok.data!.evaluatorLinks).toEqual([expect.objectContaining({ memo: SECRET_MEMO, forEvaluator: true })]);
    const unscoped = await c.visitor.gql<{ evaluatorLinks: unknown[] }>(EVALUATOR, {
      number: 'EV-GQL',
      password: 'Eval-pass-1234',
      categoryCodes: null,
    });
    expect(unscoped.data!.evaluatorLinks).toHaveLength(1);
    const inGlass = await c.visitor.gql<{ evaluatorLinks: unknown[] }>(EVALUATOR, {
      number: 'EV-GQL',
      password: 'Eval-pass-1234',
      categoryCodes: [tree.house(GLASS).code],
    });
    expect(inGlass.data!.evaluatorLinks).toEqual([]);
    const inMaterial = await c.visitor.gql<{ evaluatorLinks: { memo: string }[] }>(EVALUATOR, {
      number: 'EV-GQL',
      password: 'Eval-pass-1234',
      categoryCodes: [tree.house(MATERIAL).code],
    });
    expect(inMaterial.data!.evaluatorLinks).toEqual([expect.objectContaining({ memo: SECRET_MEMO })]);
    const wrongNumber = await c.visitor.gql(EVALUATOR, { number: 'EV-NONE', password: 'Eval-pass-1234' });
    const wrongPassword = await c.visitor.gql(EVALUATOR, { number: 'EV-GQL', password: 'nope' });
    expect(wrongNumber.errors?.[0]).toMatchObject({
      message: '評価機関番号またはパスワードが正しくありません',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(wrongPassword.errors?.[0]?.message).toBe(wrongNumber.errors?.[0]?.message);
    for (let i = 0; i < 5; i++) await c.visitor.gql(EVALUATOR, { number: 'EV-GQL-T', password: `bad-${i}` });
    expect(code(await c.visitor.gql(EVALUATOR, { number: 'EV-GQL-T', password: 'Eval-pass-1234' }))).toBe(
      'TOO_MANY_REQUESTS',
    );
  });
});
