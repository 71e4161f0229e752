import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfTextOf } from '../../helpers/pdf-text.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { roleClients } from '../../helpers/sign-in.js';
import { createOrganization } from '../../factories/index.js';
import { createDevice, createManagerOrganization } from '../../factories/devices.js';
import { createCategoryTree, createLink } from '../../factories/links.js';
import { createEvaluationOrganization, createInformation, createSharedPassword } from '../../factories/master-data.js';
import { BrandName } from '../../../server/modules/brand-names/brand-name.entity.js';
import { DeviceCategory, InformationShowType } from '../../../server/core/domain.js';

let t: TestApp;
let c: Awaited<ReturnType<typeof roleClients>>;
beforeAll(async () => {
  t = await createTestApp();
  c = await roleClients(t);
});
afterAll(() => t.close());

async function pdfText(path: string): Promise<string> {
  const response = await c.admin.raw('GET', path);
  expect(response.status, path).toBe(200);
  return pdfTextOf(response);
}

/** The markers appear in the PDF in this order (the screen's order). */
async function expectOrder(path: string, markers: string[]) {
  const text = await pdfText(path);
  const positions = markers.map((m) => text.indexOf(m));
  expect(
    positions.every((p) => p >= 0),
    `${path}: ${markers.join(', ')}`,
  ).toBe(true);
  expect(positions, path).toEqual([...positions].sort((a, b) => a - b));
}

describe('every list PDF follows its screen\u2019s order', () => {
  it('brand names and shared passwords: newest first', async () => {
    const em = t.orm.em.fork();
    const organization = await createOrganization(em);
    for (const name of ['順序ブランド甲', '順序ブランド乙', '順序ブランド丙'])
      await em.persistAndFlush(em.create(BrandName, { name, note: '', organization }));
    await expectOrder('/api/brand_names/download/pdf', ['順序ブランド丙', '順序ブランド乙', '順序ブランド甲']);
    for (const name of ['順序共用甲', '順序共用乙']) await createSharedPassword(em, { name });
    await expectOrder('/api/shared_passwords/download/pdf', ['順序共用乙', '順序共用甲']);
  });

  it('notices: newest published first, whatever the order of entry', async () => {
    const em = t.orm.em.fork();
    await createInformation(em, {
      title: '順序お知らせ古',
      publishedAt: new Date('2025-01-01T00:00:00Z'),
      showType: InformationShowType.house,
    });
    await createInformation(em, {
      title: '順序お知らせ新',
      publishedAt: new Date('2025-03-01T00:00:00Z'),
      showType: InformationShowType.house,
    });
    await createInformation(em, {
      title: '順序お知らせ中',
      publishedAt: new Date('2025-02-01T00:00:00Z'),
      showType: InformationShowType.house,
    });
    await expectOrder('/api/information/download/pdf', ['順序お知らせ新', '順序お知らせ中', '順序お知らせ古']);
  });

  it('evaluation organizations: by number', async () => {
    const em = t.orm.em.fork();
    for (const number of ['ORD-3', 'ORD-1', 'ORD-2']) await createEvaluationOrganization(em, { number });
    await expectOrder('/api/evaluation_organizations/download/pdf', ['ORD-1', 'ORD-2', 'ORD-3']);
  });

  it('links, organizations and devices: newest first', async () => {
    const em = t.orm.em.fork();
    const tree = await createCategoryTree(em);
    const organization = await createOrganization(em, { name: '順序事業者甲' });
    await createOrganization(em, { name: '順序事業者乙' });
    for (const path of ['order-first', 'order-second'])
      await createLink(em, {
        organization,
        category: tree.house('単板ガラス'),
        url: `https://order.example.jp/${path}`,
      });
    await expectOrder('/api/links/download/pdf', ['order-second', 'order-first']);
    await expectOrder('/api/organizations/download/pdf', ['順序事業者乙', '順序事業者甲']);

    const { organization: maker } = await createManagerOrganization(em);
    for (const number of ['ORDER-DEV-1', 'ORDER-DEV-2'])
      await createDevice(em, maker, { category: DeviceCategory.electric_heat_pumps, certificateNumber: number });
    await expectOrder('/api/electric_heat_pumps/download/pdf', ['ORDER-DEV-2', 'ORDER-DEV-1']);
  });
});

describe('list PDFs show dates as their screens do', () => {
  it('devices: 2026/04/01; notices: 2025/03/01 09:05 in Japan time', async () => {
    const em = t.orm.em.fork();
    const { organization: maker } = await createManagerOrganization(em);
    await createDevice(em, maker, {
      category: DeviceCategory.solar_water_heaters,
      certificateNumber: 'DATE-DEV-1',
      releaseDate: '2026-04-01',
      publishDate: '2026-05-02',
    });
    const devices = await pdfText('/api/solar_water_heaters/download/pdf');
    expect(devices).toContain('2026/04/01');
    expect(devices).toContain('2026/05/02');
    expect(devices).not.toMatch(/\d{4}-\d{2}-\d{2}/);

    await createInformation(em, {
      title: '日付お知らせ',
      publishedAt: new Date('2025-03-01T00:05:00Z'),
      showType: InformationShowType.house,
    });
    expect(await pdfText('/api/information/download/pdf')).toContain('2025/03/01 09:05');
  });
});
