import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeviceCategory, DeviceStatus } from '../../../server/core/domain.js';
import { categoryDefinition } from '../../../server/modules/device-registry/categories.js';
import { kenkenFields } from '../../../server/modules/public-devices/csv/kenken-csv.js';
import type { BrandName } from '../../../server/modules/brand-names/brand-name.entity.js';
import type { Device } from '../../../server/modules/device-registry/device.entity.js';
import { createOrganization } from '../../factories/index.js';
import { createBrandName, createDevice, daysFromToday } from '../../factories/public-devices.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { roleClients } from '../../helpers/sign-in.js';
import { statementsDuring } from '../../helpers/sql-statements.js';
import { EXPORT_BATCH_ROWS } from '../../../server/modules/device-registry/device-rows-sql.js';

let t: TestApp;
let c: Awaited<ReturnType<typeof roleClients>>;
let brand: BrandName;
let other: BrandName;
const visible: Device[] = [];
const hidden: Record<string, Device> = {};
let canceled: Device;
const HP = '/api/electric_heat_pumps';

type ListBody = {
  data: { id: number; brand_name: string; certificate: { id: number; file_url: string } | null }[];
  total: number;
  last_update: string | null;
};

beforeAll(async () => {
  t = await createTestApp();
  c = await roleClients(t);
  const em = t.orm.em.fork();
  const org = await createOrganization(em, { name: '髙橋電機㈱' });
  brand = await createBrandName(em, org, 'エコキュート①');
  other = await createBrandName(em, org, '=HYPERLINK("x")');
  visible.push(
    await createDevice(em, {
      brandName: brand,
      releaseDate: '2024-01-10',
      publishDate: '2024-02-01',
      systemNumber: '髙-100㈱',
    }),
  );
  visible.push(await createDevice(em, { brandName: brand, releaseDate: '2025-01-10', publishDate: '2025-02-01' }));
  visible.push(
    await createDevice(em, {
      brandName: other,
      releaseDate: '2025-06-10',
      publishDate: daysFromToday(0),
      systemNumber: '-1+2',
    }),
  );
  visible.push(
    await createDevice(em, {
      brandName: other,
      status: DeviceStatus.cancel_requested,
      releaseDate: '2023-06-10',
      publishDate: '2023-07-01',
    }),
  );
  hidden.registered = await createDevice(em, { brandName: brand, status: DeviceStatus.registered, publishDate: null });
  hidden.requested = await createDevice(em, {
    brandName: brand,
    status: DeviceStatus.publish_requested,
    publishDate: daysFromToday(-3),
  });
  hidden.future = await createDevice(em, { brandName: brand, publishDate: daysFromToday(1) });
  hidden.otherCategory = await createDevice(em, { brandName: brand, category: DeviceCategory.solar_systems });
  canceled = await createDevice(em, {
    brandName: brand,
    status: DeviceStatus.canceled,
    publishDate: '2022-01-01',
    canceledAt: '2024-03-01',
  });
});
afterAll(() => t.close());

const ids = (body: ListBody) => body.data.map((d) => d.id).sort((a, b) => a - b);
const sorted = (devices: Device[]) => devices.map((d) => d.id).sort((a, b) => a - b);

describe('GET /api/{cat} (public list)', () => {
  it('answers {data, total, last_update} with only publicly visible devices, without sign-in', async () => {
    const res = await c.visitor.get<ListBody>(`${HP}?public=true`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual([
      'data',
      'end_cursor',
      'has_next_page',
      'last_update',
      'page',
      'page_size',
      'total',
    ]);
    expect(ids(res.body)).toEqual(sorted(visible));
    expect(res.body.total).toBe(visible.length);
    expect(res.body.last_update).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const first = res.body.data.find((d) => d.id === visible[0]!.id)!;
    expect(first).toMatchObject({
      brand_name: 'エコキュート①',
      system_number: '髙-100㈱',
      organization_name: '髙橋電機㈱',
    });
    expect(first.certificate?.file_url).toBe(`/api/electric_heat_pump_certificates/${first.certificate!.id}/file`);
  });

  it('walks the list with first and after, following end_cursor while has_next_page', async () => {
    const seen: number[] = [];
    let after = '';
    for (let guard = 0; guard < visible.length + 1; guard += 1) {
      const res = await c.visitor.get<ListBody & { end_cursor: string | null; has_next_page: boolean }>(
        `${HP}?public=true&first=1${after ? `&after=${encodeURIComponent(after)}` : ''}`,
      );
      expect(res.body.data).toHaveLength(1);
      seen.push(res.body.data[0]!.id);
      if (!res.body.has_next_page) break;
      after = res.body.end_cursor!;
    }
    expect(seen.sort((a, b) => a - b)).toEqual(sorted(visible));
  });

  it('adds canceled devices with include_expired', async () => {
    const res = await c.visitor.get<ListBody>(`${HP}?include_expired=true`);
    expect(ids(res.body)).toEqual(sorted([...visible, canceled]));
  });

  it('is public for signed-in users when they send public=true', async () => {
    const res = await c.organization.get<ListBody>(`${HP}?public=1`);
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual(sorted(visible));
  });

  it('filters by brand name, release date, publish date, alone and combined; text is trimmed', async () => {
    const by = async (query: string) => ids((await c.visitor.get<ListBody>(`${HP}?${query}`)).body);
    expect(await by(`brand_name=${encodeURIComponent('  エコキュート① ')}`)).toEqual(sorted(visible.slice(0, 2)));
    expect(await by('release_date_from=2025-01-01')).toEqual(sorted(visible.slice(1, 3)));
    expect(await by('publish_date_from=2025-01-01')).toEqual(sorted(visible.slice(1, 3)));
    expect(
      await by(
        `brand_name=${encodeURIComponent('エコキュート①')}&release_date_from=2025-01-01&publish_date_from=2025-02-01`,
      ),
    ).toEqual([visible[1]!.id]);
    expect(await by(`brand_name=${encodeURIComponent('エコキュート①')}&include_expired=true`)).toEqual(
      sorted([visible[0]!, visible[1]!, canceled]),
    );
    expect(await by('brand_name=nothing')).toEqual([]);
    expect(await by('brand_name=&release_date_from=')).toEqual(sorted(visible));
  });

  it('refuses bad filters with 422 and exact messages', async () => {
    const res = await c.visitor.get<{ errors: Record<string, string[]> }>(
      `${HP}?release_date_from=2025-02-30&publish_date_from=x&page=0&include_expired=maybe`,
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      release_date_from: ['発売予定年月日は日付(YYYY-MM-DD)で指定してください'],
      publish_date_from: ['公開日は日付(YYYY-MM-DD)で指定してください'],
      page: ['ページ番号は1以上で指定してください'],
    });
    expect(res.body.errors.include_expired).toBeDefined();
    expect((await c.visitor.get(`${HP}?brand_name=a&brand_name=b`)).status).toBe(422);
  });

  it('pages 25 at a time: full first page, remainder, empty page past the end', async () => {
    const em = t.orm.em.fork();
    const org = await createOrganization(em);
    const many = await createBrandName(em, org, 'ページング');
    for (let i = 0; i < 26; i++)
      await createDevice(em, { brandName: many, category: DeviceCategory.solar_water_heaters, withCertificate: false });
    const page = async (n: number) => (await c.visitor.get<ListBody>(`/api/solar_water_heaters?page=${n}`)).body;
    const [p1, p2, p3] = [await page(1), await page(2), await page(3)];
    expect(p1.data).toHaveLength(25);
    expect(p2.data).toHaveLength(1);
    expect(p3.data).toHaveLength(0);
    expect(p1.total).toBe(26);
    expect(new Set([...p1.data, ...p2.data].map((d) => d.id)).size).toBe(26);
  });

  it('costs the same number of SQL statements for 1 and 25 rows', async () => {
    const count = async (path: string) => {
      const { statements, result } = await statementsDuring(t.orm, () => c.visitor.get<ListBody>(path));
      return { n: statements.length, rows: result.body.data.length };
    };
    const one = await count(`${HP}?release_date_from=2025-06-01`);
    // Not requested before in this file: the answer cache does not hold it yet.
    const full = await count('/api/solar_water_heaters?page=1&public=1');
    expect(one.rows).toBe(1);
    expect(full.rows).toBe(25);
    expect(one.n).toBe(full.n);
    expect(full.n).toBeLessThanOrEqual(4); // data version, rows, count, last update
    // The same answer again: the data version is all it costs.
    const again = await count('/api/solar_water_heaters?page=1&public=1');
    expect(again).toEqual({ n: 1, rows: 25 });
  });
});

describe('GET /api/{cat}/{id} and brand_names', () => {
  it('returns a public device with its certificate and public history', async () => {
    const res = await c.visitor.get<{
      data: { id: number; certificate: { id: number }; status_changes: { to_status: string }[] };
    }>(`${HP}/${visible[0]!.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data.id).toBe(visible[0]!.id);
    expect(res.body.data.certificate.id).toBeGreaterThan(0);
    expect(res.body.data.status_changes.map((s) => s.to_status)).toEqual(['published']);
  });

  it('is 404 for missing, non-public, other-category and (without include_expired) canceled devices', async () => {
    for (const device of Object.values(hidden)) {
      const res = await c.visitor.get<{ message: string }>(`${HP}/${device.id}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('機器が見つかりません');
    }
    expect((await c.visitor.get(`${HP}/999999`)).status).toBe(404);
    expect((await c.visitor.get(`${HP}/abc`)).status).toBe(404);
    expect((await c.visitor.get(`${HP}/${canceled.id}`)).status).toBe(404);
    const res = await c.visitor.get<{
      data: { status_changes: { to_status: string; reasons: string[]; canceled_at: string }[] };
    }>(`${HP}/${canceled.id}?include_expired=true`);
    expect(res.status).toBe(200);
    expect(res.body.data.status_changes.at(-1)).toMatchObject({
      to_status: 'canceled',
      reasons: ['販売終了'],
      canceled_at: '2024-03-01',
    });
    expect(JSON.stringify(res.body)).not.toContain('社内メモ');
  });

  it('lists brand names of public devices, canceled included', async () => {
    const res = await c.visitor.get<{ brand_names: { id: number; name: string }[] }>(
      `${HP}/brand_names?include_expired=true&public=true`,
    );
    expect(res.status).toBe(200);
    expect(res.body.brand_names.map((b) => b.name).sort()).toEqual(['=HYPERLINK("x")', 'エコキュート①'].sort());
  });
});

const decode = async (res: Response) => iconv.decode(Buffer.from(await res.arrayBuffer()), 'cp932');
const parseLines = (text: string) => text.split('\r\n').filter((l) => l !== '');

describe('CSV downloads', () => {
  it('streams the public list as filtered in CP932 with CRLF, quoting, formula guard and a dated file name', async () => {
    const res = await c.visitor.raw('GET', `${HP}/download/csv?include_expired=true`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const disposition = res.headers.get('content-disposition')!;
    expect(disposition).toMatch(/^attachment; filename=electric_heat_pumps_\d{8}\.csv; /);
    expect(decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(disposition)![1]!)).toMatch(
      /^電気ヒートポンプ給湯機一覧_\d{8}\.csv$/,
    );
    const text = await decode(res);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    const lines = parseLines(text);
    const definition = categoryDefinition(DeviceCategory.electric_heat_pumps);
    expect(lines[0]!.split(',').slice(0, 6)).toEqual([
      '機器ID',
      'ブランド名',
      '発売予定年月日',
      '公開日',
      '証明書番号',
      'システム品番',
    ]);
    expect(lines[0]!.split(',')).toHaveLength(6 + definition.performanceFields.length + 2);
    expect(lines).toHaveLength(1 + visible.length + 1);
    expect(text).toContain('エコキュート①');
    expect(text).toContain('髙-100㈱');
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
    expect(text).toContain(",'-1+2,");
    expect(text).toContain('取消済');
    for (const device of Object.values(hidden)) expect(text).not.toContain(device.certificateNumber);
  });

  it('writes the rows in the order of the list: newest publish date first, then id', async () => {
    const em = t.orm.em.fork();
    // Two more on one publish date, so the id tie-break crosses a batch boundary too.
    await createDevice(em, {
      brandName: brand,
      category: DeviceCategory.solar_water_heaters,
      publishDate: '2024-05-01',
    });
    await createDevice(em, {
      brandName: brand,
      category: DeviceCategory.solar_water_heaters,
      publishDate: '2024-05-01',
    });
    await createDevice(em, {
      brandName: brand,
      category: DeviceCategory.solar_water_heaters,
      publishDate: '2025-05-01',
    });
    await createDevice(em, {
      brandName: brand,
      category: DeviceCategory.solar_water_heaters,
      publishDate: '2023-05-01',
    });
    t.services.publicDevices.exportBatchSize = 2;
    try {
      for (const resource of ['electric_heat_pumps', 'solar_water_heaters']) {
        const listIds: number[] = [];
        for (let page = 1; ; page++) {
          const list = await c.visitor.get<ListBody>(`/api/${resource}?include_expired=true&page=${page}`);
          listIds.push(...list.body.data.map((d) => d.id));
          if (listIds.length >= list.body.total) break;
        }
        const lines = parseLines(
          await decode(await c.visitor.raw('GET', `/api/${resource}/download/csv?include_expired=true`)),
        );
        const csvIds = lines.slice(1).map((l) => Number(l.split(',')[0]));
        expect(csvIds).toEqual(listIds);
        expect(csvIds).not.toEqual([...csvIds].sort((a, b) => a - b));
      }
    } finally {
      t.services.publicDevices.exportBatchSize = EXPORT_BATCH_ROWS;
    }
  });

  it('filters the CSV like the list', async () => {
    const text = await decode(await c.visitor.raw('GET', `${HP}/download/csv?release_date_from=2025-06-01`));
    expect(parseLines(text)).toHaveLength(2);
    expect((await c.visitor.get(`${HP}/download/csv?release_date_from=bad`)).status).toBe(422);
  });

  it('writes the kenken CSV in the documented column order, published devices only', async () => {
    const res = await c.visitor.raw('GET', `${HP}/download/kenken_csv`);
    expect(res.status).toBe(200);
    const lines = parseLines(await decode(res));
    const definition = categoryDefinition(DeviceCategory.electric_heat_pumps);
    expect(lines[0]!.split(',')).toEqual([
      '証明書番号',
      'ブランド名',
      'システム品番',
      ...kenkenFields(definition).map((f) => f.program.variable),
    ]);
    expect(lines[0]!.split(',').slice(3, 5)).toEqual(['e_APF', 'e_rtd']);
    expect(lines).toHaveLength(1 + visible.length);
    const cg = parseLines(
      await decode(await c.visitor.raw('GET', '/api/cogeneration_systems/download/kenken_csv')),
    )[0]!.split(',');
    expect(cg.slice(5, 10)).toEqual(['exhaust', 'exhaust_priority', 'type_BB_HWH', 'r_DHW_gen_PU_d', 'r_HWH_gen_PU_d']);
  });

  it('writes the certificate kenken CSV for public devices with a certificate', async () => {
    const res = await c.visitor.raw('GET', '/api/electric_heat_pump_certificates/download/kenken_csv');
    expect(res.status).toBe(200);
    const lines = parseLines(await decode(res));
    expect(lines[0]).toBe('証明書番号,ブランド名,システム品番,公開日,証明書ID,証明書ファイル名,SHA-256,証明書URL');
    expect(lines).toHaveLength(1 + visible.length);
    expect(lines[1]).toMatch(/\/api\/electric_heat_pump_certificates\/\d+\/file$/);
  });
});

describe('rate limit headers', () => {
  it('sends RateLimit-* on public /api device routes', async () => {
    const res = await c.visitor.get(HP);
    expect(res.headers.get('ratelimit-limit')).toBe(String(t.config.graphqlRateLimitPerMinute));
    expect(Number(res.headers.get('ratelimit-remaining'))).toBeLessThan(t.config.graphqlRateLimitPerMinute);
    expect(Number(res.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
  });
});
