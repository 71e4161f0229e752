import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeviceCategory, DeviceStatus } from '../../../server/core/domain.js';
import type { Device } from '../../../server/modules/device-registry/device.entity.js';
import type { Organization } from '../../../server/modules/organizations/organization.entity.js';
import { createOrganization } from '../../factories/index.js';
import { createBrandName, createDevice, daysFromToday } from '../../factories/public-devices.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { signedIn } from '../../helpers/sign-in.js';
import type { TestClient } from '../../helpers/test-client.js';

/**
 * The product search (issue #59) on both doors: a corpus of the ways people type a number or a
 * name, visibility, bounds, ranking and counts.
 */
let t: TestApp;
let visitor: TestClient;
const d: Record<string, Device> = {};
const orgs: Record<string, Organization> = {};

const { cogeneration_systems: CG, hybrid_water_heaters: HY, electric_heat_pumps: HP } = DeviceCategory;
const { solar_systems: SS, solar_water_heaters: SW } = DeviceCategory;

beforeAll(async () => {
  t = await createTestApp();
  visitor = t.client();
  const em = t.orm.em.fork();
  orgs.noritz = await createOrganization(em, { name: '株式会社ノーリツ' });
  orgs.daikin = await createOrganization(em, { name: 'ダイキン工業株式会社' });
  orgs.chiryu = await createOrganization(em, { name: '有限会社 チリウヒーター' });
  const ecojozu = await createBrandName(em, orgs.noritz, 'エコジョーズ');
  const ecocute = await createBrandName(em, orgs.daikin, 'エコキュート');
  const solarAce = await createBrandName(em, orgs.chiryu, 'ソーラーエース');
  const at = (days: number) => ({ publishDate: daysFromToday(days) });
  d.cg1 = await createDevice(em, {
    brandName: ecojozu,
    category: CG,
    certificateNumber: 'CG-2026-0001',
    puNumber: 'RUX-A2015',
    tuNumber: 'TU-B100',
    bbNumber: 'BB-C7',
  });
  d.cg2 = await createDevice(em, {
    brandName: ecojozu,
    category: CG,
    certificateNumber: 'CG-2026-0002',
    puNumber: 'RUX-A2016',
    tuNumber: 'TU-B100W',
    bbNumber: 'BB-C8',
  });
  d.hp1 = await createDevice(em, {
    brandName: ecocute,
    category: HP,
    certificateNumber: 'HP-2026-0101',
    systemNumber: 'EQX46WFV',
  });
  d.hp2 = await createDevice(em, {
    brandName: ecocute,
    category: HP,
    certificateNumber: 'HP-7',
    systemNumber: 'XTUB100(A)',
  });
  d.ss1 = await createDevice(em, {
    brandName: solarAce,
    category: SS,
    certificateNumber: 'SS-2026-0003',
    systemType: 'SW1-231',
    heatCollectorType: 'SC-4200',
    heatStorageTankType: 'ST-300',
  });
  d.sw1 = await createDevice(em, {
    brandName: solarAce,
    category: SW,
    certificateNumber: 'SWH-2026-0004',
    systemType: 'SW1-232',
  });
  d.hy1 = await createDevice(em, {
    brandName: ecojozu,
    category: HY,
    certificateNumber: 'HY-2026-0005',
    puNumber: 'HPU-3000',
    tuNumber: 'TNK-3000',
    bbNumber: 'GAS-3000',
  });
  d.cancelRequested = await createDevice(em, {
    brandName: ecocute,
    category: HP,
    certificateNumber: 'HP-2026-0555',
    systemNumber: 'CRQ-5555',
    status: DeviceStatus.cancel_requested,
  });
  // Never found by a visitor, by number or by name:
  d.registered = await createDevice(em, {
    brandName: ecojozu,
    category: CG,
    certificateNumber: 'CG-2026-9001',
    puNumber: 'HIDDEN-R1',
    status: DeviceStatus.registered,
    publishDate: null,
  });
  d.future = await createDevice(em, {
    brandName: ecojozu,
    category: CG,
    certificateNumber: 'CG-2026-9002',
    puNumber: 'FUTURE-F1',
    ...at(3),
  });
  d.requested = await createDevice(em, {
    brandName: ecojozu,
    category: CG,
    certificateNumber: 'CG-2026-9003',
    puNumber: 'PENDING-P1',
    status: DeviceStatus.publish_requested,
  });
  // Found only with includeExpired:
  d.canceled = await createDevice(em, {
    brandName: ecocute,
    category: HP,
    certificateNumber: 'HP-2025-0999',
    systemNumber: 'OLD-CANCEL-9',
    status: DeviceStatus.canceled,
    canceledAt: daysFromToday(-1),
    ...at(-30),
  });
});
afterAll(() => t.close());

const SEARCH = `query($query: String!, $category: DeviceCategory, $includeExpired: Boolean, $first: Int, $after: String, $page: Int) {
  searchDevices(query: $query, category: $category, includeExpired: $includeExpired, first: $first, after: $after, page: $page) {
    query readAs total page pageSize endCursor hasNextPage
    categoryCounts { category label count }
    items { category matchedField matchedLabel matchKind device { id certificateNumber brandName { name } organizationName status statusLabel } }
  }
}`;

interface Hit {
  category: string;
  matchedField: string;
  matchedLabel: string;
  matchKind: string;
  id: number;
}
interface Answer {
  query: string;
  readAs: string | null;
  total: number;
  page: number;
  pageSize: number;
  endCursor: string | null;
  hasNextPage: boolean;
  categoryCounts: { category: string; label: string; count: number }[];
  items: Hit[];
}

async function viaGraphql(variables: Record<string, unknown>): Promise<Answer> {
  const res = await visitor.gql<{
    searchDevices: Omit<Answer, 'items'> & { items: (Hit & { device: { id: number } })[] };
  }>(SEARCH, variables);
  expect(res.errors).toBeUndefined();
  const page = res.data!.searchDevices;
  return { ...page, items: page.items.map(({ device, ...hit }) => ({ ...hit, id: device.id })) };
}

async function viaRest(variables: Record<string, unknown>): Promise<Answer> {
  const params = new URLSearchParams({ q: String(variables.query) });
  if (variables.category) params.set('category', String(variables.category));
  if (variables.includeExpired) params.set('include_expired', 'true');
  if (variables.page) params.set('page', String(variables.page));
  if (variables.first) params.set('first', String(variables.first));
  if (variables.after) params.set('after', String(variables.after));
  const res = await visitor.get(`/api/search?${params}`);
  expect(res.status).toBe(200);
  const body = res.body as Record<string, unknown> & { data: Record<string, unknown>[] };
  return {
    query: body.query as string,
    readAs: body.read_as as string | null,
    total: body.total as number,
    page: body.page as number,
    pageSize: body.page_size as number,
    endCursor: body.end_cursor as string | null,
    hasNextPage: body.has_next_page as boolean,
    categoryCounts: body.category_counts as Answer['categoryCounts'],
    items: body.data.map((row) => ({
      category: row.category as string,
      matchedField: row.matched_field as string,
      matchedLabel: row.matched_label as string,
      matchKind: row.match_kind as string,
      id: row.id as number,
    })),
  };
}

const DOORS = [
  ['GraphQL', viaGraphql],
  ['/api/search', viaRest],
] as const;

/**
 * [query, expected hits in rank order (device keys), kind and field of the first hit, the number
 * the query was read as (readAs) when it found nothing as typed]
 */
type Case = [string, string[], string?, string?, string?];
const CORPUS: Case[] = [
  // One model number typed every way.
  ['RUX-A2015', ['cg1'], 'exact', 'puNumber'],
  ['ＲＵＸ－Ａ２０１５', ['cg1'], 'exact', 'puNumber'],
  ['rux-a2015', ['cg1'], 'exact', 'puNumber'],
  ['RUX‐A2015', ['cg1'], 'exact', 'puNumber'],
  ['RUX‑A2015', ['cg1'], 'exact', 'puNumber'],
  ['RUX–A2015', ['cg1'], 'exact', 'puNumber'],
  ['RUX−A2015', ['cg1'], 'exact', 'puNumber'],
  ['RUXーA2015', ['cg1'], 'exact', 'puNumber'],
  ['RUXｰA2015', ['cg1'], 'exact', 'puNumber'],
  ['RUXA2015', ['cg1'], 'exact', 'puNumber'],
  ['RUX A2015', ['cg1'], 'exact', 'puNumber'],
  ['  RUX A 2015  ', ['cg1'], 'exact', 'puNumber'],
  ['ｒｕｘａ２０１５', ['cg1'], 'exact', 'puNumber'],
  ['RUX・A2015', ['cg1'], 'exact', 'puNumber'],
  // Parts of it.
  ['RUX-A201', ['cg1', 'cg2'], 'prefix', 'puNumber'],
  ['A2015', ['cg1'], 'substring', 'puNumber'],
  ['a201', ['cg1', 'cg2'], 'substring', 'puNumber'],
  // Certificate numbers.
  ['CG-2026-0001', ['cg1'], 'exact', 'certificateNumber'],
  ['CG20260001', ['cg1'], 'exact', 'certificateNumber'],
  ['ｃｇ－２０２６－０００１', ['cg1'], 'exact', 'certificateNumber'],
  ['cg 2026 0001', ['cg1'], 'exact', 'certificateNumber'],
  ['CG-2026', ['cg1', 'cg2'], 'prefix', 'certificateNumber'],
  ['2026-000', ['cg1', 'cg2', 'hy1', 'ss1', 'sw1'], 'substring', 'certificateNumber'],
  // Every identifying field of every category.
  ['EQX46WFV', ['hp1'], 'exact', 'systemNumber'],
  ['eqx-46-wfv', ['hp1'], 'exact', 'systemNumber'],
  ['SW1-231', ['ss1'], 'exact', 'systemType'],
  ['SW1-23', ['ss1', 'sw1'], 'prefix', 'systemType'],
  ['SC-4200', ['ss1'], 'exact', 'heatCollectorType'],
  ['ST-300', ['ss1'], 'exact', 'heatStorageTankType'],
  ['TNK3000', ['hy1'], 'exact', 'tuNumber'],
  ['GAS-3000', ['hy1'], 'exact', 'bbNumber'],
  ['BB-C7', ['cg1'], 'exact', 'bbNumber'],
  ['3000', ['hy1'], 'substring', 'puNumber'],
  ['CRQ-5555', ['cancelRequested'], 'exact', 'systemNumber'],
  // Punctuation in a number, typed or left out (XTUB100(A)).
  ['XTUB100(A)', ['hp2'], 'exact', 'systemNumber'],
  ['ＸＴＵＢ１００（Ａ）', ['hp2'], 'exact', 'systemNumber'],
  ['xtub100a', ['hp2'], 'exact', 'systemNumber'],
  ['XTUB100 A', ['hp2'], 'exact', 'systemNumber'],
  ['XTUB100[A]', ['hp2'], 'exact', 'systemNumber'],
  ['XTUB100/A', ['hp2'], 'exact', 'systemNumber'],
  // Two characters: a number's start (inside a number they match too much to index), or a name.
  ['EQ', ['hp1'], 'prefix', 'systemNumber'],
  ['ｅｑ', ['hp1'], 'prefix', 'systemNumber'],
  ['ST', ['ss1'], 'prefix', 'heatStorageTankType'],
  ['ダイ', ['hp1', 'hp2', 'cancelRequested'], 'prefix', 'organizationName'],
  // Ranking: exact, then prefix, then a part.
  ['TU-B100', ['cg1', 'cg2', 'hp2'], 'exact', 'tuNumber'],
  // Brands: katakana, half-width, hiragana, a typo.
  ['エコキュート', ['hp1', 'hp2', 'cancelRequested'], 'exact', 'brandName'],
  ['ｴｺｷｭｰﾄ', ['hp1', 'hp2', 'cancelRequested'], 'exact', 'brandName'],
  ['えこきゅーと', ['hp1', 'hp2', 'cancelRequested'], 'exact', 'brandName'],
  ['エコキュール', ['hp1', 'hp2', 'cancelRequested'], 'fuzzy', 'brandName'],
  ['ｴｺｼﾞｮｰｽﾞ', ['cg1', 'cg2', 'hy1'], 'exact', 'brandName'],
  ['エコジョース', ['cg1', 'cg2', 'hy1'], 'fuzzy', 'brandName'],
  ['ソーラーエース', ['ss1', 'sw1'], 'exact', 'brandName'],
  ['ソーラー', ['ss1', 'sw1'], 'prefix', 'brandName'],
  // Dashes typed for the long-vowel mark (the IME off, a minus key).
  ['ソ-ラ-エ-ス', ['ss1', 'sw1'], 'exact', 'brandName'],
  ['ソ−ラ−', ['ss1', 'sw1'], 'prefix', 'brandName'],
  ['ノ－リツ', ['cg1', 'cg2', 'hy1'], 'exact', 'organizationName'],
  // The start of a name with a typo (ユ for ュ, as typed without the small kana), from 4 characters.
  ['エコキユー', ['hp1', 'hp2', 'cancelRequested'], 'fuzzy', 'brandName'],
  ['チリユヒー', ['ss1', 'sw1'], 'fuzzy', 'organizationName'],
  // Makers: with or without 株式会社 in every spelling.
  ['ノーリツ', ['cg1', 'cg2', 'hy1'], 'exact', 'organizationName'],
  ['株式会社ノーリツ', ['cg1', 'cg2', 'hy1'], 'exact', 'organizationName'],
  ['(株)ノーリツ', ['cg1', 'cg2', 'hy1'], 'exact', 'organizationName'],
  ['㈱ノーリツ', ['cg1', 'cg2', 'hy1'], 'exact', 'organizationName'],
  ['（株）のーりつ', ['cg1', 'cg2', 'hy1'], 'exact', 'organizationName'],
  ['ダイキン工業', ['hp1', 'hp2', 'cancelRequested'], 'exact', 'organizationName'],
  ['チリウヒーター', ['ss1', 'sw1'], 'exact', 'organizationName'],
  ['有限会社チリウヒーター', ['ss1', 'sw1'], 'exact', 'organizationName'],
  // Romaji typed with the IME off: the kana the IME would have typed (a dash for ー, a typo allowed).
  ['ekokyu-to', ['hp1', 'hp2', 'cancelRequested'], 'exact', 'brandName'],
  ['so-ra-e-su', ['ss1', 'sw1'], 'exact', 'brandName'],
  ['no-ritsu', ['cg1', 'cg2', 'hy1'], 'exact', 'organizationName'],
  ['NORITSU', ['cg1', 'cg2', 'hy1'], 'fuzzy', 'organizationName'],
  ['daikin', ['hp1', 'hp2', 'cancelRequested'], 'prefix', 'organizationName'],
  // Several words, each a number or a name, all matching: after whatever the query finds whole.
  ['daikin EQX', ['hp1'], 'substring', 'systemNumber'],
  // A number typed with the IME in kana mode (lower case: `rux-a2015` types るｘーあ２０１５): its
  // kana read back as the keys that type them, Hepburn or kunrei-shiki (つ is `tsu` or `tu`).
  ['るｘーあ２０１５', ['cg1'], 'exact', 'puNumber', 'RUX-A2015'],
  ['えｑｘ４６ｗｆｖ', ['hp1'], 'exact', 'systemNumber', 'EQX46WFV'],
  ['つーｂ１００', ['cg1', 'cg2', 'hp2'], 'exact', 'tuNumber', 'TU-B100'],
  ['xつb100(あ)', ['hp2'], 'exact', 'systemNumber', 'XTUB100(A)'],
  ['だいきん えｑｘ', ['hp1'], 'substring', 'systemNumber', 'DAIKIN EQX'],
  ['ダイキン EQX', ['hp1'], 'substring', 'systemNumber'],
  ['ノーリツ　RUX', ['cg1', 'cg2'], 'substring', 'puNumber'],
  ['エコジョーズ TNK', ['hy1'], 'substring', 'tuNumber'],
  ['ノーリツ エコジョーズ', ['cg1', 'cg2', 'hy1'], 'substring', 'brandName'],
  ['株式会社 ダイキン工業 EQX46', ['hp1'], 'substring', 'systemNumber'],
  // No hits, and they must stay so: hidden devices, a model one character off, nothing at all.
  ['HIDDEN-R1', []],
  ['CG-2026-9001', []],
  ['FUTURE-F1', []],
  ['CG-2026-9002', []],
  ['PENDING-P1', []],
  ['OLD-CANCEL-9', []],
  ['RUX-A2017', []],
  ['RUX-A2015X', []],
  ['ZZZ-999', []],
  ['15', []],
  ['／＃', []],
  ['パナソニック', []],
  ['panasonikku', []],
  // Three characters with a typo are the start of too many names (エコジ…, エコキ…).
  ['エコギ', []],
  ['--', []],
  // Words that do not all match one device.
  ['ダイキン RUX', []],
  ['ノーリツ EQX', []],
  ['ダイキン HIDDEN-R1', []],
  // Read as a number, still only what the public may see.
  ['ひっでんーｒ１', []],
];

describe('the search corpus', () => {
  it(`has at least 40 queries (${CORPUS.length})`, () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(40);
  });

  for (const [door, search] of DOORS) {
    it.each(CORPUS)(`${door}: %s`, async (query, expected, kind, field, readAs) => {
      const answer = await search({ query });
      expect(answer.items.map((hit) => hit.id)).toEqual(expected.map((key) => d[key]!.id));
      expect(answer.total).toBe(expected.length);
      expect(answer.query).toBe(query.trim());
      expect(answer.readAs).toBe(readAs ?? null);
      if (kind) expect(answer.items[0]).toMatchObject({ matchKind: kind, matchedField: field });
    });
  }
});

describe('visibility', () => {
  for (const [door, search] of DOORS) {
    it(`${door}: a canceled device only with includeExpired; registered, requested and future ones never`, async () => {
      expect((await search({ query: 'OLD-CANCEL-9' })).items).toEqual([]);
      const expired = await search({ query: 'OLD-CANCEL-9', includeExpired: true });
      expect(expired.items.map((hit) => hit.id)).toEqual([d.canceled!.id]);
      for (const query of ['HIDDEN-R1', 'FUTURE-F1', 'PENDING-P1', 'CG-2026-900']) {
        expect((await search({ query, includeExpired: true })).items).toEqual([]);
      }
      // By name too: the maker's hidden devices stay hidden.
      const byMaker = await search({ query: 'ノーリツ', includeExpired: true });
      expect(byMaker.items.map((hit) => hit.id)).toEqual([d.cg1!.id, d.cg2!.id, d.hy1!.id]);
    });
  }

  it('shows a canceled device as canceled and a cancel request as published', async () => {
    const res = await visitor.gql<{ searchDevices: { items: { device: { status: string; statusLabel: string } }[] } }>(
      SEARCH,
      { query: 'HP-2025-0999', includeExpired: true },
    );
    expect(res.data!.searchDevices.items[0]!.device).toMatchObject({ status: 'canceled', statusLabel: '取消済' });
    const requested = await viaGraphql({ query: 'CRQ-5555' });
    expect(requested.items).toHaveLength(1);
  });
});

describe('the bounds of a query', () => {
  it('GraphQL: fewer than 2 or more than 100 characters is BAD_USER_INPUT with the field error', async () => {
    for (const [query, message] of [
      [' R ', '検索語は2文字以上で入力してください'],
      ['', '検索語は2文字以上で入力してください'],
      ['A'.repeat(101), '検索語は100文字以内で入力してください'],
    ] as const) {
      const res = await visitor.gql(SEARCH, { query });
      expect(res.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { q: [message] } });
    }
    expect((await viaGraphql({ query: 'あ'.repeat(100) })).total).toBe(0);
  });

  it('/api/search: the same as a 422 {message, errors: {q}}', async () => {
    for (const [q, message] of [
      ['R', '検索語は2文字以上で入力してください'],
      ['A'.repeat(101), '検索語は100文字以内で入力してください'],
    ] as const) {
      const res = await visitor.get(`/api/search?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ message, errors: { q: [message] } });
    }
    const missing = await visitor.get('/api/search');
    expect(missing.status).toBe(422);
    const badCategory = await visitor.get('/api/search?q=RUX&category=cars');
    expect(badCategory.status).toBe(422);
  });
});

describe("one client's searches at once", () => {
  it('GraphQL: fifteen aliased searches in one query (graphql-armor allows no more) are all answered', async () => {
    const aliases = Array.from(
      { length: 15 },
      (_, i) => `s${i}: searchDevices(query: "RUX-A20${i % 2 ? 15 : 16}") { total }`,
    );
    const warnings: Error[] = [];
    const warned = (warning: Error) => warnings.push(warning);
    process.on('warning', warned);
    try {
      const res = await visitor.gql<Record<string, { total: number }>>(`{ ${aliases.join(' ')} }`);
      expect(res.errors).toBeUndefined();
      expect(Object.values(res.data!).map((answer) => answer.total)).toEqual(Array(15).fill(1));
    } finally {
      process.off('warning', warned);
    }
    // The waiting searches listen on the request's one signal: no "possible memory leak" in the log.
    expect(warnings.map((w) => w.name)).not.toContain('MaxListenersExceededWarning');
  });
});

describe('ranking, counts and paging', () => {
  for (const [door, search] of DOORS) {
    it(`${door}: counts every category with hits in table order, whatever category says`, async () => {
      const all = await search({ query: '2026' });
      const counts = [
        { category: CG, label: 'コージェネレーション設備', count: 2 },
        { category: HY, label: 'ハイブリッド給湯機', count: 1 },
        { category: HP, label: '電気ヒートポンプ給湯機', count: 2 },
        { category: SS, label: 'ソーラーシステム', count: 1 },
        { category: SW, label: '太陽熱温水器', count: 1 },
      ];
      expect(all.categoryCounts).toEqual(counts);
      expect(all.total).toBe(7);
      // Same kind: category table order, then id.
      expect(all.items.map((hit) => hit.category)).toEqual([CG, CG, HY, HP, HP, SS, SW]);
      const one = await search({ query: '2026', category: HP });
      expect(one.categoryCounts).toEqual(counts);
      expect(one.total).toBe(2);
      expect(one.items.map((hit) => hit.id)).toEqual([d.hp1!.id, d.cancelRequested!.id]);
    });

    it(`${door}: labels the matched field in its category`, async () => {
      const [hit] = (await search({ query: 'TU-B100' })).items;
      expect(hit).toMatchObject({ matchedField: 'tuNumber', matchedLabel: '貯湯ユニット品番' });
      const [hybrid] = (await search({ query: 'TNK-3000' })).items;
      expect(hybrid).toMatchObject({ matchedField: 'tuNumber', matchedLabel: 'タンクユニット品番' });
      const [brand] = (await search({ query: 'エコキュート' })).items;
      expect(brand).toMatchObject({ matchedLabel: 'ブランド名' });
      const [maker] = (await search({ query: 'ノーリツ' })).items;
      expect(maker).toMatchObject({ matchedLabel: '事業者名' });
    });

    it(`${door}: pages by cursor (first/after) through the same order`, async () => {
      const whole = await search({ query: '2026' });
      const seen: number[] = [];
      let after: string | null = null;
      for (let i = 0; i < 10; i++) {
        const page: Answer = await search({ query: '2026', first: 3, ...(after ? { after } : {}) });
        seen.push(...page.items.map((hit) => hit.id));
        expect(page.pageSize).toBe(3);
        if (!page.hasNextPage) break;
        after = page.endCursor;
      }
      expect(seen).toEqual(whole.items.map((hit) => hit.id));
      const second = await search({ query: '2026', page: 2 });
      expect(second).toMatchObject({ page: 2, pageSize: 25, items: [], total: 7, hasNextPage: false });
    });

    it(`${door}: pages by cursor through words searched together, after the whole query's hits`, async () => {
      // `エコジョーズ 2026`: the brand's devices whose number holds 2026 (words), and none found whole.
      const whole = await search({ query: 'エコジョーズ 2026' });
      expect(whole.items.map((hit) => hit.id)).toEqual([d.cg1!.id, d.cg2!.id, d.hy1!.id]);
      expect(whole.items.map((hit) => [hit.matchKind, hit.matchedField])).toEqual([
        ['substring', 'certificateNumber'],
        ['substring', 'certificateNumber'],
        ['substring', 'certificateNumber'],
      ]);
      const seen: number[] = [];
      let after: string | null = null;
      for (let i = 0; i < 5; i++) {
        const page: Answer = await search({ query: 'エコジョーズ 2026', first: 2, ...(after ? { after } : {}) });
        seen.push(...page.items.map((hit) => hit.id));
        if (!page.hasNextPage) break;
        after = page.endCursor;
      }
      expect(seen).toEqual(whole.items.map((hit) => hit.id));
    });

    it(`${door}: pages a number typed in kana, read again on each page`, async () => {
      const seen: number[] = [];
      let after: string | null = null;
      for (let i = 0; i < 5; i++) {
        const page: Answer = await search({ query: 'つーｂ１００', first: 2, ...(after ? { after } : {}) });
        expect(page).toMatchObject({ query: 'つーｂ１００', readAs: 'TU-B100', total: 3 });
        seen.push(...page.items.map((hit) => hit.id));
        if (!page.hasNextPage) break;
        after = page.endCursor;
      }
      expect(seen).toEqual([d.cg1!.id, d.cg2!.id, d.hp2!.id]);
      // In one category: the counts of every category decide, so the reading holds there too.
      const oneCategory = await search({ query: 'つーｂ１００', category: HP });
      expect(oneCategory).toMatchObject({ readAs: 'TU-B100', total: 1 });
      expect(oneCategory.items.map((hit) => hit.id)).toEqual([d.hp2!.id]);
    });
  }

  it('a number match outranks a name match of the same kind', async () => {
    const em = t.orm.em.fork();
    const brand = await createBrandName(em, orgs.daikin!, 'ＺＱ７７');
    const byName = await createDevice(em, { brandName: brand, category: CG, certificateNumber: 'CG-NAME-1' });
    const byNumber = await createDevice(em, { category: SW, certificateNumber: 'ZQ77' });
    const answer = await viaGraphql({ query: 'zq77' });
    expect(answer.items.map((hit) => [hit.id, hit.matchKind, hit.matchedField])).toEqual([
      [byNumber.id, 'exact', 'certificateNumber'],
      [byName.id, 'exact', 'brandName'],
    ]);
  });
});

describe('the public cache', () => {
  it('answers with an ETag over every category and 304 when unchanged; a change anywhere moves it', async () => {
    const first = await visitor.raw('GET', '/api/search?q=RUX-A2015');
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect(first.headers.get('cache-control')).toContain('public');
    const again = await visitor.raw('GET', '/api/search?q=RUX-A2015', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    await createDevice(t.orm.em.fork(), { category: SW, certificateNumber: 'SWH-NEW-1' });
    const changed = await visitor.raw('GET', '/api/search?q=RUX-A2015', { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
  });

  it('is one of the cacheable public GraphQL fields (GET)', async () => {
    const query = `{ searchDevices(query: "RUX-A2015") { total } }`;
    const res = await visitor.raw('GET', `/graphql?query=${encodeURIComponent(query)}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('public');
    expect(res.headers.get('etag')).toBeTruthy();
  });
});

describe('signed-in users search the same way', () => {
  it('an administrator finds registered devices by the keyword in any form', async () => {
    const { client } = await signedIn(t, 'admin');
    const res = await client.get(`/api/cogeneration_systems?keyword=${encodeURIComponent('ｈｉｄｄｅｎ－ｒ１')}`);
    expect(res.status).toBe(200);
    expect((res.body as { data: { id: number }[] }).data.map((row) => row.id)).toEqual([d.registered!.id]);
  });
});
