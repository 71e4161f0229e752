import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeviceCategory } from '../../../server/core/domain.js';
import { BrandName } from '../../../server/modules/brand-names/brand-name.entity.js';
import { Device } from '../../../server/modules/device-registry/device.entity.js';
import { deviceNumberKey } from '../../../server/modules/device-registry/device-search-keys.js';
import { Organization } from '../../../server/modules/organizations/organization.entity.js';
import { normalizeName, normalizeNumber } from '../../../server/rules/device-search.js';
import { normalizeNameSql, normalizeNumberSql } from '../../../migrations/Migration20261126090000.js';
import {
  DROP_PUNCTUATION_SQL,
  Migration20261205120000,
  withoutPunctuationSql,
} from '../../../migrations/Migration20261205120000.js';
import { Migration20261205130000, commonNameFormsSql } from '../../../migrations/Migration20261205130000.js';
import { createBrandName, createDevice } from '../../factories/public-devices.js';
import { createManagerOrganization, organizationClient, uploadForm, uploadZip } from '../../factories/devices.js';
import { createOrganization } from '../../factories/index.js';
import { signedIn } from '../../helpers/sign-in.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Texts people register numbers and names with, and every character the rules treat specially. */
/** Runs one direction of a migration's SQL on the test database, as the migrator would. */
async function runMigration(
  Migration: typeof Migration20261205120000 | typeof Migration20261205130000,
  direction: 'up' | 'down',
) {
  const migration = new Migration(t.orm.em.getDriver(), t.orm.config);
  await migration[direction]();
  for (const query of migration.getQueries()) await t.orm.em.getConnection().execute(query as string);
}

const CORPUS = [
  'RUX-A2015',
  'ＲＵＸ－Ａ２０１５',
  'rux a2015',
  'RUX‐A2015 ‑‒–—―−－ーｰ⁃﹘﹣',
  'RUX　A2015・･·|',
  'SE-(W)20／ｶﾞｽ',
  'ｴｺｷｭｰﾄ EQX46WFV',
  'ｶﾞｷﾞｸﾞｹﾞｺﾞﾊﾟﾋﾟﾌﾟﾍﾟﾎﾟｳﾞ',
  '株式会社ノーリツ',
  '(株)ノーリツ',
  '（株）ノーリツ',
  '㈱ノーリツ',
  'ノーリツ株式会社',
  '有限会社 チリウヒーター',
  '合同会社ソーラー(有)(同)',
  'ダイキン工業株式会社',
  'Panasonic ﾊﾟﾅｿﾆｯｸ',
  'ヴァヵヶヷヸヹヺ',
  'ぁあぃいゔゕゖ',
  '髙木㈱ブランド①',
  'エコ給湯①②③ ㍿ ㌔ ™ ½',
  'Ångström Éco ǅ ß ﬁ',
  'ΑΒΓ αβγ Кирилл',
  '\t改行\nと\rタブ\u00a0',
  '〜～‾＿%_\\',
  'RUF-E2406SAW(A) KTR-3/2 FC.7',
  'ソ-ラ-エース ソ−ラ−',
  '髙﨑嵜𠮷邊邉澤濱嶋嶌國廣眞櫻德冨瀨黑惠榮藏亞淺靜萬圓關實寶豐鐵會縣壽齋齊槇 株式會社 斎藤',
  '!"#$%&\'()*+,./:;<=>?@[\\]^_`{}~',
  '！＂＃＄％＆＇（）＊＋，．／：；＜＝＞？＠［＼］＾＿｀｛｝～',
  '',
];

describe('the keys the migrations backfill in SQL', () => {
  it('are the keys the app writes, over the corpus (normalizeNumber and normalizeName)', async () => {
    const connection = t.orm.em.getConnection();
    for (const text of CORPUS) {
      // The first backfill's keys, then the punctuation dropped from numbers (Migration20261205120000)
      // and every dash in names made ー, variant kanji their common form (Migration20261205130000).
      const [row] = await connection.execute<{ number: string; name: string }[]>(
        `select ${withoutPunctuationSql(normalizeNumberSql('?::text'))} as number,
          ${commonNameFormsSql(normalizeNameSql('?::text'))} as name`,
        [text, text],
      );
      expect({ text, number: row!.number, name: row!.name }).toEqual({
        text,
        number: normalizeNumber(text),
        name: normalizeName(text),
      });
    }
  });
});

describe('the punctuation backfill (Migration20261205120000)', () => {
  it('rewrites a key written before it as the app writes it now, and leaves the others alone', async () => {
    const em = t.orm.em.fork();
    const before = await createDevice(em, { certificateNumber: 'PUNCT-1', puNumber: 'RUF-E2406SAW（A）' });
    const plain = await createDevice(em, { certificateNumber: 'PUNCT-2', puNumber: 'RUF-E2406SAWB' });
    const connection = em.getConnection();
    // The key the rules before it wrote: parentheses kept.
    await connection.execute(
      `update devices set search_numbers = replace(search_numbers, 'SAWA', 'SAW(A)') where id = ?`,
      [before.id],
    );
    const keys = async () =>
      (
        await connection.execute<{ id: number; search_numbers: string }[]>(
          'select id, search_numbers from devices where id in (?, ?) order by id',
          [before.id, plain.id],
        )
      ).map((row) => row.search_numbers);
    expect((await keys())[0]).toContain('|RUFE2406SAW(A)|');
    const updated = await connection.execute<{ id: number }[]>(
      DROP_PUNCTUATION_SQL.replace(/;$/, ' and id in (?, ?) returning id'),
      [before.id, plain.id],
    );
    expect(updated.map((row) => Number(row.id))).toEqual([before.id]);
    expect(await keys()).toEqual([deviceNumberKey(before), deviceNumberKey(plain)]);
    expect((await keys())[0]).toContain('|RUFE2406SAWA|');

    // Down makes the earlier key again from the number; up drops the mark again.
    await runMigration(Migration20261205120000, 'down');
    expect((await keys())[0]).toContain('|RUFE2406SAW(A)|');
    expect((await keys())[1]).toBe(deviceNumberKey(plain));
    await runMigration(Migration20261205120000, 'up');
    expect(await keys()).toEqual([deviceNumberKey(before), deviceNumberKey(plain)]);
  });
});

describe('the name key backfill (Migration20261205130000)', () => {
  it('gives brand and maker keys written before it ー for a dash and common kanji, down makes them again', async () => {
    const em = t.orm.em.fork();
    const org = await createOrganization(em, { name: '髙﨑ダッシュ-テック株式会社' });
    const brand = await createBrandName(em, org, 'ソ−ラ−ダッシュ');
    const plainBrand = await createBrandName(em, org, 'ヘイボン');
    const connection = em.getConnection();
    const keys = async () => [
      ...(
        await connection.execute<{ search_name: string }[]>(
          'select search_name from brand_names where id in (?, ?) order by id',
          [brand.id, plainBrand.id],
        )
      ).map((row) => row.search_name),
      ...(
        await connection.execute<{ search_name: string }[]>('select search_name from organizations where id = ?', [
          org.id,
        ])
      ).map((row) => row.search_name),
    ];
    const now = ['そーらーだっしゅ', 'へいぼん', '高崎だっしゅーてっく'];
    expect(await keys()).toEqual(now);
    // The keys the rules before it wrote: dashes kept.
    await runMigration(Migration20261205130000, 'down');
    expect(await keys()).toEqual(['そ−ら−だっしゅ', 'へいぼん', '髙﨑だっしゅ-てっく']);
    await runMigration(Migration20261205130000, 'up');
    expect(await keys()).toEqual(now);
  });
});

describe('the keys stay right on every write', () => {
  it('a device created through the ORM carries its number key', async () => {
    const em = t.orm.em.fork();
    const device = await createDevice(em, {
      category: DeviceCategory.solar_systems,
      certificateNumber: 'ＳＳ－１',
      systemType: 'sw1-231',
      heatCollectorType: 'SC 4200',
      heatStorageTankType: 'ST・300',
    });
    const [row] = await em
      .getConnection()
      .execute<{ search_numbers: string }[]>('select search_numbers from devices where id = ?', [device.id]);
    expect(row!.search_numbers).toBe('|SS1|||||SW1231|SC4200|ST300|');
    expect(row!.search_numbers).toBe(deviceNumberKey(device));
  });

  it('a brand rename (PUT /api/brand_names/{id}) is found by its new name at once, the old one no more', async () => {
    const em = t.orm.em.fork();
    const org = await createOrganization(em, { name: '株式会社リネーム' });
    const brand = await createBrandName(em, org, 'キュウメイ');
    const device = await createDevice(em, { brandName: brand, certificateNumber: 'RENAME-1' });
    const { client } = await signedIn(t, 'admin');
    const res = await client.put(`/api/brand_names/${brand.id}`, { name: 'シンメイブランド', organization_id: org.id });
    expect(res.status).toBe(200);
    const search = async (q: string) =>
      ((await t.client().get(`/api/search?q=${encodeURIComponent(q)}`)).body as { data: { id: number }[] }).data.map(
        (row) => row.id,
      );
    expect(await search('しんめいぶらんど')).toEqual([device.id]);
    expect(await search('キュウメイ')).toEqual([]);
    const stored = await t.orm.em.fork().findOneOrFail(BrandName, brand.id);
    expect(stored.searchName).toBe('しんめいぶらんど');
  });

  it('an organization rename (PUT /api/organizations/{id}) is found by its new name at once', async () => {
    const em = t.orm.em.fork();
    const org = await createOrganization(em, { name: '旧名工業株式会社' });
    const device = await createDevice(em, { organization: org, certificateNumber: 'ORG-RENAME-1' });
    const { client } = await signedIn(t, 'admin');
    const res = await client.put(`/api/organizations/${org.id}`, {
      name: '㈱シンメイ工業',
      postcode: '1500001',
      address: '東京都渋谷区',
      tel: '03-9999-0000',
      belong_to: '1',
      message: '',
      type: 2,
    });
    expect(res.status).toBe(200);
    const found = await t.client().get(`/api/search?q=${encodeURIComponent('シンメイ工業')}`);
    expect((found.body as { data: { id: number; matched_field: string }[] }).data).toMatchObject([
      { id: device.id, matched_field: 'organizationName' },
    ]);
    expect((await t.client().get(`/api/search?q=${encodeURIComponent('旧名工業')}`)).body).toMatchObject({ data: [] });
    const stored = await t.orm.em.fork().findOneOrFail(Organization, org.id);
    expect(stored.searchName).toBe('しんめい工業');
  });

  it('an upload commit writes the number key of every row (the set-wise insert)', async () => {
    const { organization } = await createManagerOrganization(t.orm.em.fork());
    const { client } = await organizationClient(t, organization);
    const zip = await uploadZip(DeviceCategory.cogeneration_systems, 2, {
      prefix: 'ＵＰ－ｋｅｙ',
      overrides: (i) => ({ 発電ユニット品番: `ｒｕｘ－ｕｐ${i}` }),
    });
    const checked = await client.raw('POST', '/api/cogeneration_systems/check', { body: uploadForm(zip) });
    expect(checked.status).toBe(200);
    const committed = await client.raw('POST', '/api/cogeneration_systems', { body: uploadForm(zip) });
    expect(committed.status).toBe(201);
    const devices = await t.orm.em
      .fork()
      .find(Device, { organization: organization.id }, { orderBy: { id: 'asc' }, fields: ['*'] });
    expect(devices).toHaveLength(2);
    for (const device of devices) {
      expect(device.searchNumbers).toBe(deviceNumberKey(device));
      expect(device.searchNumbers).toMatch(/^\|UPKEY000\d\|RUXUP\d\|/);
    }
  });
});
