import type { EntityManager } from '@mikro-orm/postgresql';
import iconv from 'iconv-lite';
import type { TestClient } from '../helpers/test-client.js';
import { BlobWriter, configure, Uint8ArrayReader, ZipWriter } from '@zip.js/zip.js';
import { DeviceCategory, DeviceStatus } from '../../server/core/domain.js';
import { BrandName } from '../../server/modules/brand-names/brand-name.entity.js';
import { Certificate } from '../../server/modules/certificates/certificate.entity.js';
import { StoredFile } from '../../server/modules/certificates/stored-file.entity.js';
import {
  categoryDefinition,
  csvColumns,
  formatPerformanceCell,
  type CategoryDefinition,
} from '../../server/modules/device-registry/categories.js';
import { Device } from '../../server/modules/device-registry/device.entity.js';
import { samplePerformance, sampleValue } from '../../server/modules/device-registry/sample-values.js';
import { type Organization, MANAGER_FLAGS } from '../../server/modules/organizations/organization.entity.js';
import { certificatePdf, sha256Hex } from '../../server/core/pdf/minimal-pdf.js';
import { createOrganization, createUser } from './index.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

configure({ useWebWorkers: false });

export const ZIP_PASSWORD = 'zip-pass-1234';

/** An approved organization managing every category, with two brand names. */
export async function createManagerOrganization(
  em: EntityManager,
  overrides: Partial<Organization> & { zipPassword?: string } = {},
) {
  const flags = Object.fromEntries(MANAGER_FLAGS.map((f) => [f, true]));
  const organization = await createOrganization(em, { ...flags, ...overrides });
  const brands = [
    em.create(BrandName, { name: 'エコ給湯①', organization }),
    em.create(BrandName, { name: '髙木㈱ブランド', organization }),
  ];
  await em.persistAndFlush(brands);
  return { organization, brands };
}

export async function organizationClient(t: TestApp, organization: Organization) {
  const user = await createUser(t.orm.em.fork(), { organization });
  const client = t.client();
  await client.login(user.email, 'Test-pass-1234');
  return { client, user };
}

/** Two makers that manage every category, each with a signed-in user: "mine" and "someone else's". */
export async function twoMakers(t: TestApp) {
  const { organization: org } = await createManagerOrganization(t.orm.em.fork());
  const { organization: other } = await createManagerOrganization(t.orm.em.fork());
  const { client: orgClient } = await organizationClient(t, org);
  const { client: otherClient } = await organizationClient(t, other);
  return { org, other, orgClient, otherClient };
}

/** A fresh test app with a signed-in user of a maker that manages every category: where the upload tests start. */
export async function appWithSignedInMaker(): Promise<{ t: TestApp; client: TestClient }> {
  const t = await createTestApp();
  const { organization } = await createManagerOrganization(t.orm.em.fork());
  const { client } = await organizationClient(t, organization);
  return { t, client };
}

export interface RowOverrides {
  [header: string]: string;
}

/** CSV rows for a category: valid values by default, any cell overridable by header. */
export function csvRows(
  definition: CategoryDefinition,
  count: number,
  prefix = 'CERT',
  overrides: (i: number) => RowOverrides = () => ({}),
): string[][] {
  const columns = csvColumns(definition);
  const header = columns.map((c) => c.header);
  const rows = Array.from({ length: count }, (_, i) => {
    const o = overrides(i);
    return columns.map((column) => {
      if (column.header in o) return o[column.header]!;
      if (column.kind === 'performance') return formatPerformanceCell(column.field, sampleValue(column.field, i));
      if (column.kind === 'identifying') return `${column.key}-①-${i + 1}`;
      switch (column.key) {
        case 'brandName':
          return i % 2 === 0 ? 'エコ給湯①' : '髙木㈱ブランド';
        case 'releaseDate':
          return '2025-04-01';
        case 'publishDate':
          return i % 2 === 0 ? '' : '2025/5/1';
        case 'certificateNumber':
          return `${prefix}-${String(i + 1).padStart(4, '0')}`;
        default:
          return `証明書/${prefix}-${i + 1}.pdf`;
      }
    });
  });
  return [header, ...rows];
}

export function csvText(rows: string[][]): string {
  return (
    rows.map((r) => r.map((c) => (/[",\r\n]/.test(c) ? `"${c.replaceAll('"', '""')}"` : c)).join(',')).join('\r\n') +
    '\r\n'
  );
}

export function encodeCsv(text: string, encoding: 'utf-8' | 'utf-8-bom' | 'cp932'): Buffer {
  if (encoding === 'cp932') return iconv.encode(text, 'cp932');
  const body = Buffer.from(text, 'utf8');
  return encoding === 'utf-8-bom' ? Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), body]) : body;
}

export interface ZipEntrySpec {
  name: string;
  content: Uint8Array;
  externalFileAttributes?: number;
}

/** Builds an encrypted zip with @zip.js/zip.js (AES by default; ZipCrypto and Shift_JIS names on request). */
export async function buildZip(
  entries: ZipEntrySpec[],
  options: {
    password?: string | null;
    zipCrypto?: boolean;
    shiftJisNames?: boolean;
    level?: number;
    dataDescriptor?: boolean;
  } = {},
): Promise<Buffer> {
  const password = options.password === undefined ? ZIP_PASSWORD : options.password;
  const writer = new ZipWriter(new BlobWriter('application/zip'), {
    ...(password ? { password, zipCrypto: options.zipCrypto ?? false, encryptionStrength: 3 as const } : {}),
    level: options.level ?? 6,
    useWebWorkers: false,
    ...(options.dataDescriptor === false ? { dataDescriptor: false } : {}),
    ...(options.shiftJisNames
      ? { useUnicodeFileNames: false, encodeText: (text: string) => new Uint8Array(iconv.encode(text, 'cp932')) }
      : {}),
  });
  for (const entry of entries) {
    await writer.add(
      entry.name,
      new Uint8ArrayReader(entry.content),
      entry.externalFileAttributes !== undefined ? { externalFileAttributes: entry.externalFileAttributes } : {},
    );
  }
  const blob = await writer.close();
  return Buffer.from(await blob.arrayBuffer());
}

/** A complete valid upload zip for a category: CSV + one PDF per row. */
export async function uploadZip(
  category: DeviceCategory,
  count: number,
  options: {
    prefix?: string;
    encoding?: 'utf-8' | 'utf-8-bom' | 'cp932';
    zipCrypto?: boolean;
    shiftJisNames?: boolean;
    password?: string;
    overrides?: (i: number) => RowOverrides;
    extra?: ZipEntrySpec[];
    omitPdf?: number[];
  } = {},
): Promise<Buffer> {
  const definition = categoryDefinition(category);
  const prefix = options.prefix ?? 'CERT';
  const rows = csvRows(definition, count, prefix, options.overrides);
  const fileColumn = rows[0]!.indexOf('証明書ファイル名');
  const pdfs = rows
    .slice(1)
    .map((row, i) => ({ name: row[fileColumn]!, content: certificatePdf([`Certificate ${prefix} ${i + 1}`]) }))
    .filter((_, i) => !(options.omitPdf ?? []).includes(i + 1));
  return buildZip(
    [
      { name: '機器一覧.csv', content: encodeCsv(csvText(rows), options.encoding ?? 'cp932') },
      ...pdfs,
      ...(options.extra ?? []),
    ],
    { password: options.password, zipCrypto: options.zipCrypto, shiftJisNames: options.shiftJisNames },
  );
}

/** multipart body for /api/{cat}/check and POST /api/{cat}. */
/** POSTs a zip as an upload form (the organization's password) and reads the JSON answer. */
export async function postUpload(client: TestClient, path: string, zip: Buffer) {
  const response = await client.raw('POST', path, { body: uploadForm(zip) });
  return { status: response.status, body: (await response.json()) as { errors: Record<string, unknown> } };
}

export function uploadForm(
  zip: Buffer | null,
  fields: Record<string, string | string[]> = { password_type: 'organization' },
  fileName = 'upload.zip',
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (Array.isArray(value)) value.forEach((v) => form.append(`${key}[]`, v));
    else form.append(key, value);
  }
  if (zip) form.append('zip', new Blob([zip], { type: 'application/zip' }), fileName);
  return form;
}

let deviceSeq = 0;

/** A device directly in the database, in any status, with its certificate. */
export async function createDevice(
  em: EntityManager,
  organization: Organization,
  overrides: Partial<Device> & { category?: DeviceCategory } = {},
) {
  const category = overrides.category ?? DeviceCategory.electric_heat_pumps;
  const brand = await em.findOneOrFail(BrandName, { organization: organization.id }, { orderBy: { id: 'asc' } });
  deviceSeq++;
  const device = em.create(Device, {
    category,
    organization,
    brandName: brand,
    status: DeviceStatus.registered,
    releaseDate: '2025-04-01',
    publishDate: null,
    certificateNumber: `FAC-${Date.now()}-${deviceSeq}`,
    systemNumber: 'SYS-1',
    performance: samplePerformance(categoryDefinition(category)),
    ...overrides,
  });
  const pdf = certificatePdf([`Factory certificate ${deviceSeq}`]);
  const sha256 = sha256Hex(pdf);
  const file =
    (await em.findOne(StoredFile, { sha256 })) ?? em.create(StoredFile, { sha256, content: pdf, size: pdf.length });
  em.create(Certificate, {
    device,
    file,
    fileName: `証明書-${deviceSeq}.pdf`,
    contentType: 'application/pdf',
    size: pdf.length,
    sha256,
  });
  await em.flush();
  return device;
}
