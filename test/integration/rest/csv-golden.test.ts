/**
 * Every device CSV, byte for byte, for a fixed data set: the files in test/fixtures/csv-golden were
 * written by the ORM-based writer before exports were streamed from SQL, so the rewrite is held to
 * the same bytes (CP932, CRLF, quoting, formula guard, lookalikes, Japan-time timestamps).
 * UPDATE_GOLDEN=1 rewrites them after an intended format change.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import type { TestClient } from '../../helpers/test-client.js';
import { signedIn } from '../../helpers/sign-in.js';
import { DeviceStatus } from '../../../server/core/domain.js';
import { type BrandName } from '../../../server/modules/brand-names/brand-name.entity.js';
import { Certificate } from '../../../server/modules/certificates/certificate.entity.js';
import { StoredFile } from '../../../server/modules/certificates/stored-file.entity.js';
import { CATEGORY_DEFINITIONS, type CategoryDefinition } from '../../../server/modules/device-registry/categories.js';
import { Device } from '../../../server/modules/device-registry/device.entity.js';
import { samplePerformance } from '../../../server/modules/device-registry/sample-values.js';
import { createManagerOrganization, organizationClient } from '../../factories/devices.js';

const GOLDEN = join(import.meta.dirname, '../../fixtures/csv-golden');
let t: TestApp;
let admin: TestClient;
let maker: TestClient;

/** Identifying cells that exercise the writer: lookalikes, formula starts, quotes, commas, line breaks. */
const TRICKY = ['〜−‖—¢£¬¦¥‾ ①㈱髙', '=HYPERLINK("http://x")', '-abc', '+1', '@SUM(A1)', 'A,"B"', '行1\n行2', 'plain'];

async function seed(definition: CategoryDefinition, organizationId: number, brands: BrandName[], n: number) {
  const em = t.orm.em.fork();
  const statuses = [
    DeviceStatus.published,
    DeviceStatus.cancel_requested,
    DeviceStatus.canceled,
    DeviceStatus.registered,
    DeviceStatus.publish_requested,
  ];
  statuses.forEach((status, i) => {
    const number = `GOLD-${definition.apiResource.slice(0, 4)}-${n + i}`;
    const identifying = Object.fromEntries(
      definition.identifyingFields.map((f, j) => [f.key, j === 0 ? TRICKY[(n + i) % TRICKY.length] : `${f.key}-${i}`]),
    );
    const performance = samplePerformance(definition);
    const firstNumber = definition.performanceFields.find((f) => typeof performance[f.key] === 'number');
    if (firstNumber && i === 1) performance[firstNumber.key] = -0.5;
    const device = em.create(Device, {
      category: definition.category,
      organization: organizationId,
      brandName: brands[i % brands.length]!,
      status,
      releaseDate: '2024-04-01',
      publishDate: i === 3 ? null : `2025-01-${String(10 + i).padStart(2, '0')}`,
      certificateNumber: number,
      canceledAt: i === 1 || i === 2 ? '2025-03-01' : null,
      ...identifying,
      performance,
      createdAt: new Date(Date.UTC(2025, 0, 5, 1, 2, 3 + i)),
      updatedAt: new Date(Date.UTC(2025, 1, 6, 23, 30, i)),
    });
    const content = Buffer.from(`%PDF-1.4\n% ${number}\n`);
    const sha256 = createHash('sha256').update(content).digest('hex');
    const file = em.create(StoredFile, { sha256, content, size: content.length });
    em.create(Certificate, {
      device,
      file,
      fileName: `${number}_証明書.pdf`,
      contentType: 'application/pdf',
      size: content.length,
      sha256,
    });
  });
  await em.flush();
}

beforeAll(async () => {
  t = await createTestApp();
  ({ client: admin } = await signedIn(t, 'admin'));
  const { organization, brands } = await createManagerOrganization(t.orm.em.fork(), {
    name: '株式会社ゴールデン〜テスト',
  });
  ({ client: maker } = await organizationClient(t, organization));
  let n = 0;
  for (const definition of CATEGORY_DEFINITIONS) {
    await seed(definition, organization.id, brands, n);
    n += 5;
  }
});
afterAll(() => t.close());

function compare(name: string, body: Buffer) {
  const path = join(GOLDEN, name);
  if (process.env.UPDATE_GOLDEN === '1' || !existsSync(path)) {
    if (process.env.UPDATE_GOLDEN !== '1') throw new Error(`${name} is missing: run with UPDATE_GOLDEN=1 to write it`);
    mkdirSync(GOLDEN, { recursive: true });
    writeFileSync(path, body);
  }
  expect(body.equals(readFileSync(path)), `${name} differs from its golden file`).toBe(true);
}

describe('device CSVs are byte-identical to the golden files', () => {
  for (const { apiResource, certificateResource } of CATEGORY_DEFINITIONS) {
    it(apiResource, async () => {
      const downloads: [string, TestClient, string][] = [
        [`${apiResource}.public.csv`, t.client(), `/api/${apiResource}/download/csv?include_expired=true`],
        [
          `${apiResource}.public-filtered.csv`,
          t.client(),
          `/api/${apiResource}/download/csv?brand_name=${encodeURIComponent('エコ給湯①')}`,
        ],
        [`${apiResource}.kenken.csv`, t.client(), `/api/${apiResource}/download/kenken_csv`],
        [`${certificateResource}.kenken.csv`, t.client(), `/api/${certificateResource}/download/kenken_csv`],
        [
          `${apiResource}.organization.csv`,
          maker,
          `/api/${apiResource}/download/organization_csv?include_expired=true`,
        ],
        [
          `${apiResource}.administrator.csv`,
          admin,
          `/api/${apiResource}/download/organization_csv?include_expired=true`,
        ],
      ];
      for (const [name, client, path] of downloads) {
        const response = await client.raw('GET', path);
        expect(response.status, name).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/text\/csv/);
        compare(name, Buffer.from(await response.arrayBuffer()));
      }
    });
  }
});
