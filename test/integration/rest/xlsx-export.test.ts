/**
 * The list workbooks (.xlsx) beside the CSVs: read back with exceljs, every cell equals the CSV's
 * cell of the same download (same filters, same rows, same headers), typed as a workbook should be.
 */
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cp932Lookalikes } from '../../../server/core/csv/csv-writer.js';
import { DeviceStatus } from '../../../server/core/domain.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { roleClients } from '../../helpers/sign-in.js';
import type { TestClient } from '../../helpers/test-client.js';
import { createDevice, twoMakers } from '../../factories/devices.js';

const CAT = 'electric_heat_pumps';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
let t: TestApp;
/** A maker whose devices are listed, and another whose devices must never show in its list. */
let makers: Awaited<ReturnType<typeof twoMakers>>;
let roles: Awaited<ReturnType<typeof roleClients>>;

beforeAll(async () => {
  t = await createTestApp();
  roles = await roleClients(t);
  makers = await twoMakers(t);
  const { org, other } = makers;
  // Text that Excel would turn into a date, a number or a formula, in an identifying column.
  const systemNumbers = ['1-2', '0012', '=SUM(A1)', '-abc', '1.23E+11', 'A-1/2'];
  for (const [i, systemNumber] of systemNumbers.entries()) {
    await createDevice(t.orm.em.fork(), org, {
      status: i % 2 ? DeviceStatus.published : DeviceStatus.canceled,
      systemNumber,
      certificateNumber: `XL-${i}`,
      releaseDate: '2024-04-01',
      publishDate: '2025-01-10',
      canceledAt: i % 2 ? null : '2025-03-01',
      createdAt: new Date('2026-11-18T01:00:00.000Z'),
    });
  }
  await createDevice(t.orm.em.fork(), other, { status: DeviceStatus.registered, certificateNumber: 'XL-OTHER' });
});
afterAll(() => t.close());

async function csvOf(client: TestClient, path: string): Promise<string[][]> {
  const response = await client.raw('GET', path);
  expect(response.status, path).toBe(200);
  return parse(iconv.decode(Buffer.from(await response.arrayBuffer()), 'cp932')) as string[][];
}

async function workbookOf(client: TestClient, path: string) {
  const response = await client.raw('GET', path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('content-type')).toBe(XLSX);
  expect(response.headers.get('content-disposition')).toMatch(/filename\*=UTF-8''.+_\d{8}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  return workbook.worksheets[0]!;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A workbook cell as the CSV writes it (dates by their format, guarded text with its apostrophe). */
function asCsvCell(cell: ExcelJS.Cell): string {
  const { value } = cell;
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const date = `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
    if (!cell.numFmt?.includes('hh')) return date;
    const time = `${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}:${pad(value.getUTCSeconds())}`;
    return `${date.replaceAll('-', '/')} ${time}`;
  }
  if (typeof value === 'string') return cp932Lookalikes(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
  return String(value);
}

function rowsOf(sheet: ExcelJS.Worksheet, width: number): string[][] {
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    rows.push(Array.from({ length: width }, (_, i) => asCsvCell(row.getCell(i + 1))));
  });
  return rows;
}

async function sameAsCsv(client: TestClient, csvPath: string, xlsxPath: string) {
  const csv = await csvOf(client, csvPath);
  const sheet = await workbookOf(client, xlsxPath);
  expect(rowsOf(sheet, csv[0]!.length)).toEqual(csv);
  return { csv, sheet };
}

describe('list workbooks', () => {
  it('public list: the CSV rows as typed cells, with the same filters; bold frozen header, widths', async () => {
    const base = `/api/${CAT}/download`;
    const { csv, sheet } = await sameAsCsv(
      roles.visitor,
      `${base}/csv?include_expired=true`,
      `${base}/xlsx?include_expired=true`,
    );
    expect(csv.length).toBeGreaterThan(6);
    const filter = `brand_name=${encodeURIComponent('エコ給湯①')}&release_date_from=2024-01-01`;
    await sameAsCsv(roles.visitor, `${base}/csv?${filter}`, `${base}/xlsx?${filter}`);

    const header = csv[0]!;
    const column = (name: string) => header.indexOf(name) + 1;
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    for (let i = 1; i <= header.length; i++) expect(sheet.getColumn(i).width).toBeGreaterThanOrEqual(8);
    const row = sheet.getRow(csv.findIndex((r) => r[column('証明書番号') - 1] === 'XL-0') + 1);
    expect(typeof row.getCell(column('機器ID')).value).toBe('number');
    expect(row.getCell(column('発売予定年月日')).value).toEqual(new Date('2024-04-01T00:00:00Z'));
    expect(row.getCell(column('発売予定年月日')).numFmt).toBe('yyyy/mm/dd');
    expect(row.getCell(column('取消日')).value).toEqual(new Date('2025-03-01T00:00:00Z'));
    expect(row.getCell(column('システム品番')).value).toBe('1-2');
    expect(row.getCell(column('システム品番')).numFmt).toBe('@');
    const formulaLike = sheet.getRow(csv.findIndex((r) => r[column('証明書番号') - 1] === 'XL-2') + 1);
    expect(formulaLike.getCell(column('システム品番')).value).toBe('=SUM(A1)');
  });

  it('public list: a bad filter is the same JSON 422 as the CSV', async () => {
    const response = await roles.visitor.get(`/api/${CAT}/download/xlsx?release_date_from=bad`);
    expect(response.status).toBe(422);
  });

  it("organization and administrator lists: the CSV's rows; 登録日時 a Japan-time moment", async () => {
    const base = `/api/${CAT}/download`;
    const { csv, sheet } = await sameAsCsv(
      makers.orgClient,
      `${base}/organization_csv?include_expired=true`,
      `${base}/organization_xlsx?include_expired=true`,
    );
    const header = csv[0]!;
    const created = sheet.getRow(2).getCell(header.indexOf('登録日時') + 1);
    expect(created.value).toEqual(new Date('2026-11-18T10:00:00Z'));
    expect(created.numFmt).toBe('yyyy/mm/dd hh:mm:ss');
    expect(csv.some((r) => r.includes('XL-OTHER'))).toBe(false);

    const admin = await sameAsCsv(
      roles.admin,
      `${base}/organization_csv?include_expired=true&keyword=XL-`,
      `${base}/organization_xlsx?include_expired=true&keyword=XL-`,
    );
    expect(admin.csv[0]!.slice(0, 3)).toEqual(['機器ID', '事業者ID', '事業者']);
    expect(admin.csv.some((r) => r.includes('XL-OTHER'))).toBe(true);
  });

  it("someone else's devices never; 401 without a session, 403 without the manager flag", async () => {
    const sheet = await workbookOf(makers.otherClient, `/api/${CAT}/download/organization_xlsx?include_expired=true`);
    const numbers: string[] = [];
    sheet.eachRow((row) => numbers.push(...(row.values as unknown[]).map(String)));
    expect(numbers).toContain('XL-OTHER');
    expect(numbers.filter((n) => /^XL-\d$/.test(n))).toEqual([]);
    expect((await roles.visitor.get(`/api/${CAT}/download/organization_xlsx`)).status).toBe(401);
    expect((await roles.organization.get(`/api/${CAT}/download/organization_xlsx`)).status).toBe(403);
  });
});
