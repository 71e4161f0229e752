import ExcelJS from 'exceljs';
import { BlobWriter, Uint8ArrayReader, Uint8ArrayWriter, ZipReader, ZipWriter } from '@zip.js/zip.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../helpers/test-app.js';
import type { TestClient } from '../../helpers/test-client.js';
import { categoryDefinition, csvColumns } from '../../../server/modules/device-registry/categories.js';
import { DeviceCategory } from '../../../server/core/domain.js';
import { Device } from '../../../server/modules/device-registry/device.entity.js';
import { certificatePdf } from '../../../server/core/pdf/minimal-pdf.js';
import { TEMPLATE_SHEETS } from '../../../server/modules/device-uploads/workbook-sheet-names.js';
import { columnLetter } from '../../../server/modules/device-uploads/upload/workbook-sheet.js';
import { WORKBOOK_MESSAGES } from '../../../server/modules/device-uploads/upload/workbook-parts.js';
import { MESSAGES } from '../../../server/modules/device-uploads/upload/zip-messages.js';
import { tmpdirLeftovers } from '../../helpers/private-tmpdir.js';
import { patchEntry } from '../../factories/zip-patch.js';
import { appWithSignedInMaker, buildZip, csvRows, csvText, encodeCsv, postUpload } from '../../factories/devices.js';

let t: TestApp;
let client: TestClient;
const CAT = 'cogeneration_systems';
const definition = categoryDefinition(DeviceCategory.cogeneration_systems);
const headers = csvColumns(definition).map((c) => c.header);
const FILE = '証明書ファイル名';

beforeAll(async () => {
  ({ t, client } = await appWithSignedInMaker());
});
afterAll(() => t.close());

type Typed = string | number | Date | ExcelJS.CellValue;

/** The downloaded template, its sample row replaced by `rows` (by header; cells typed as a maker types them). */
async function filledTemplate(rows: Record<string, Typed>[]): Promise<Buffer> {
  const response = await client.raw('GET', `/api/${CAT}/download/template.xlsx`);
  expect(response.status).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const sheet = workbook.getWorksheet(TEMPLATE_SHEETS.data)!;
  sheet.spliceRows(2, 1);
  rows.forEach((values, i) => {
    for (const [header, value] of Object.entries(values)) {
      const cell = sheet.getCell(i + 2, headers.indexOf(header) + 1);
      cell.value = value as ExcelJS.CellValue;
      if (value instanceof Date) cell.numFmt = 'yyyy/m/d';
    }
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Valid rows from the CSV factory, as text cells, with `overrides` per row. */
function rowsOf(count: number, prefix: string, overrides: (i: number) => Record<string, Typed> = () => ({})) {
  const [, ...rows] = csvRows(definition, count, prefix);
  return rows.map((cells, i) => ({
    ...Object.fromEntries(headers.map((h, c) => [h, cells[c]!]).filter(([, v]) => v !== '')),
    ...overrides(i),
  }));
}

async function zipOf(xlsx: Buffer, rows: Record<string, Typed>[], extra: { name: string; content: Uint8Array }[] = []) {
  return buildZip([
    { name: '機器一覧.xlsx', content: xlsx },
    ...rows.map((r, i) => ({ name: String(r[FILE]), content: certificatePdf([`Certificate ${i}`]) })),
    ...extra,
  ]);
}

const check = (zip: Buffer) => postUpload(client, `/api/${CAT}/check`, zip);
const commit = (zip: Buffer) => postUpload(client, `/api/${CAT}`, zip);
const zipErrors = (body: { errors: Record<string, unknown> }) => JSON.stringify(body.errors);

describe('workbook in place of the CSV', () => {
  it('registers the values exactly as the maker typed them (text ids, 和暦 and Excel dates, numbers as text or numbers)', async () => {
    const rows = rowsOf(
      4,
      'WB',
      (i) =>
        [
          {
            発電ユニット品番: '1-2',
            貯湯ユニット品番: '0012',
            バックアップボイラー品番: 'A-1/2',
            発売予定年月日: '2026/4/1',
            '定格発電出力(W)': '12,345',
          },
          { 発売予定年月日: 'R8.4.1', '定格発電出力(W)': 23456, 公開日: new Date(Date.UTC(2026, 4, 1)) },
          { 発売予定年月日: new Date(Date.UTC(2026, 3, 1)), '定格発電出力(W)': 1234.5 },
          {
            発売予定年月日: '令和8年4月1日',
            ブランド名: '髙木㈱ブランド',
            'タンクユニットの補機消費電力(給湯)(W)': '1,000',
          },
        ][i]!,
    );
    const zip = await zipOf(await filledTemplate(rows), rows);
    const checked = await check(zip);
    expect(checked.status).toBe(200);
    expect((checked.body as unknown as { errors: unknown[] }).errors).toEqual([]);
    const committed = await commit(zip);
    expect(committed.status).toBe(201);
    const stored = await t.orm.em
      .fork()
      .find(Device, { certificateNumber: { $like: 'WB-%' } }, { orderBy: { certificateNumber: 'asc' } });
    expect(stored).toHaveLength(4);
    const [first, second, third, fourth] = stored as [Device, Device, Device, Device];
    expect([first.puNumber, first.tuNumber, first.bbNumber]).toEqual(['1-2', '0012', 'A-1/2']);
    expect(first.releaseDate).toBe('2026-04-01');
    expect(first.performance.ratedPowerOutput).toBe(12345);
    expect(second.releaseDate).toBe('2026-04-01');
    expect(second.publishDate).toBe('2026-05-01');
    expect(second.performance.ratedPowerOutput).toBe(23456);
    expect(third.releaseDate).toBe('2026-04-01');
    expect(third.performance.ratedPowerOutput).toBe(1234.5);
    expect(fourth.releaseDate).toBe('2026-04-01');
    expect(fourth.performance.tuAuxPowerDhw).toBe(1000);
    expect(fourth.brandName.id).toBeDefined();
  });

  it('names the cell in every row message, and refuses a date Excel made of a text column', async () => {
    const rows = rowsOf(2, 'WBERR', (i) =>
      i === 0
        ? { ブランド名: '未登録ブランド', 発売予定年月日: '2026/13/1' }
        : { 発電ユニット品番: new Date(Date.UTC(2026, 0, 2)), バックアップボイラーの種類: 'ガス' },
    );
    const { status, body } = await check(await zipOf(await filledTemplate(rows), rows));
    expect(status).toBe(200);
    const errors = (body as unknown as { errors: { row: number; column: string; messages: string[] }[] }).errors;
    const col = (header: string) => String.fromCharCode(65 + headers.indexOf(header));
    const of = (row: number, column: string) => errors.find((e) => e.row === row && e.column === column)!.messages;
    expect(of(1, 'ブランド名')[0]).toMatch(new RegExp(`（セル${col('ブランド名')}2）$`));
    expect(of(1, '発売予定年月日')[0]).toMatch(new RegExp(`（セル${col('発売予定年月日')}2）$`));
    expect(of(2, '発電ユニット品番')[0]).toMatch(/日付の値が入っています.*（セル[A-Z]+3）$/);
    expect(of(2, 'バックアップボイラーの種類')[0]).toMatch(/（セル[A-Z]+3）$/);
    for (const error of errors) for (const m of error.messages) expect(m).toMatch(/（セル[A-Z]+\d+）$/);
    const refused = await commit(await zipOf(await filledTemplate(rows), rows));
    expect(refused.status).toBe(422);
    expect(zipErrors(refused.body)).toMatch(/（セル[A-Z]+2）/);
  });

  it('the commit of a checked workbook (from its preview) names the cells too', async () => {
    const rows = rowsOf(1, 'WBPREV', () => ({ バックアップボイラーの種類: 'ガス' }));
    const zip = await zipOf(await filledTemplate(rows), rows);
    expect((await check(zip)).status).toBe(200);
    const refused = await commit(zip);
    expect(refused.status).toBe(422);
    const column = String.fromCharCode(65 + headers.indexOf('バックアップボイラーの種類'));
    expect(zipErrors(refused.body)).toContain(`（セル${column}2）`);
  });

  it('refuses a CSV and a workbook in one zip, and two workbooks', async () => {
    const rows = rowsOf(1, 'WBBOTH');
    const xlsx = await filledTemplate(rows);
    const csv = { name: 'list.csv', content: encodeCsv(csvText(csvRows(definition, 1, 'WBBOTH')), 'cp932') };
    const both = await check(await zipOf(xlsx, rows, [csv]));
    expect(both.status).toBe(422);
    expect(zipErrors(both.body)).toContain(MESSAGES.csvAndXlsx);
    const two = await check(await zipOf(xlsx, rows, [{ name: 'other.xlsx', content: xlsx }]));
    expect(two.status).toBe(422);
    expect(zipErrors(two.body)).toContain(MESSAGES.twoXlsx);
    expect(await t.orm.em.fork().count(Device, { certificateNumber: { $like: 'WBBOTH-%' } })).toBe(0);
  });

  it('header, data-row and file messages name the workbook, not a CSV', async () => {
    const rows = rowsOf(1, 'WBHEAD');
    const renamed = new ExcelJS.Workbook();
    await renamed.xlsx.load((await filledTemplate(rows)) as unknown as ArrayBuffer);
    const sheet = renamed.getWorksheet(TEMPLATE_SHEETS.data)!;
    sheet.getCell(1, headers.indexOf('発電ユニット品番') + 1).value = '発電ユニット型番';
    const header = await check(await zipOf(Buffer.from(await renamed.xlsx.writeBuffer()), rows));
    expect(header.status).toBe(422);
    expect(zipErrors(header.body)).toContain('Excelファイルの列が不足しています: 発電ユニット品番');
    expect(zipErrors(header.body)).toContain('Excelファイルに不明な列があります: 発電ユニット型番');
    expect(zipErrors(header.body)).not.toContain('CSV');

    const empty = await check(await zipOf(await filledTemplate([]), []));
    expect(zipErrors(empty.body)).toContain('Excelファイルにデータ行がありません');
    const stray = { name: 'stray.pdf', content: certificatePdf(['stray']) };
    const unreferenced = await check(await zipOf(await filledTemplate(rows), rows, [stray]));
    expect(zipErrors(unreferenced.body)).toContain(
      'Excelファイルの証明書ファイル名から参照されていないファイルが含まれています（取り除いてください）: stray.pdf',
    );
  });
});

describe('hostile workbooks are refused before anything is written', () => {
  const before = async () => t.orm.em.fork().count(Device, {});

  async function refused(zip: Buffer, pattern: string | RegExp) {
    const devices = await before();
    for (const result of [await check(zip), await commit(zip)]) {
      expect(result.status).toBe(422);
      expect(zipErrors(result.body)).toMatch(pattern);
    }
    expect(await before()).toBe(devices);
  }

  it('too many rows', async () => {
    const saved = t.services.deviceUpload.limits.maxRows;
    t.services.deviceUpload.limits.maxRows = 3;
    try {
      const rows = rowsOf(4, 'WBROWS');
      await refused(await zipOf(await filledTemplate(rows), rows), WORKBOOK_MESSAGES.tooManyRows(3));
    } finally {
      t.services.deviceUpload.limits.maxRows = saved;
    }
  });

  it('a value right of the template columns', async () => {
    const rows = rowsOf(1, 'WBCOLS');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await filledTemplate(rows)) as unknown as ArrayBuffer);
    workbook.worksheets[0]!.getCell(2, headers.length + 3).value = 'x';
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const cell = `${columnLetter(headers.length + 3)}2`;
    await refused(await zipOf(xlsx, rows), WORKBOOK_MESSAGES.tooManyColumns(headers.length, cell));
  });

  it('a formula without a cached value', async () => {
    const rows = rowsOf(1, 'WBFORM', () => ({ 証明書番号: { formula: 'CONCAT("WB","-F")' } as ExcelJS.CellValue }));
    const column = String.fromCharCode(65 + headers.indexOf('証明書番号'));
    const xlsx = await filledTemplate(rows);
    const zip = await buildZip([
      { name: 'list.xlsx', content: xlsx },
      { name: String(rows[0]![FILE]), content: certificatePdf(['x']) },
    ]);
    await refused(zip, WORKBOOK_MESSAGES.noCachedValue(`${column}2`));
  });

  /** The workbook rezipped with its shared strings replaced by 40 MB of one character (about 40 KB deflated). */
  async function withHugeSharedStrings(xlsx: Buffer): Promise<Buffer> {
    const reader = new ZipReader(new Uint8ArrayReader(xlsx));
    const writer = new ZipWriter(new BlobWriter('application/zip'), {
      level: 9,
      useWebWorkers: false,
      dataDescriptor: false,
    });
    for (const entry of await reader.getEntries()) {
      if (entry.directory) continue;
      const content =
        entry.filename === 'xl/sharedStrings.xml'
          ? new Uint8Array(Buffer.alloc(40 * 1024 * 1024, 'a'))
          : await entry.getData!(new Uint8ArrayWriter());
      await writer.add(entry.filename, new Uint8ArrayReader(content));
    }
    await reader.close();
    return Buffer.from(await (await writer.close()).arrayBuffer());
  }

  it('a huge sharedStrings.xml (small on disk, large inflated)', async () => {
    const rows = rowsOf(1, 'WBSST');
    const bomb = await withHugeSharedStrings(await filledTemplate(rows));
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await refused(await zipOf(bomb, rows), WORKBOOK_MESSAGES.sharedStrings(32 * 1024 * 1024));
  });

  it('a sharedStrings.xml that declares 1 KB and inflates to 40 MB is stopped while inflating', async () => {
    const rows = rowsOf(1, 'WBLIE');
    const bomb = patchEntry(
      await withHugeSharedStrings(await filledTemplate(rows)),
      'xl/sharedStrings.xml',
      (copy, e) => {
        copy.writeUInt32LE(1024, e.central + 24);
        copy.writeUInt32LE(1024, e.local + 22);
      },
    );
    await refused(await zipOf(bomb, rows), /Excelファイルの内部: .*xl\/sharedStrings\.xml/);
  });

  it('a workbook whose parts inflate beyond the limit', async () => {
    const saved = { ...t.services.deviceUpload.workbookLimits };
    t.services.deviceUpload.workbookLimits.maxInflated = 4 * 1024;
    try {
      const rows = rowsOf(1, 'WBBIG');
      await refused(await zipOf(await filledTemplate(rows), rows), /Excelファイルの展開後のサイズが上限/);
    } finally {
      t.services.deviceUpload.workbookLimits = saved;
    }
  });
});

describe('temporary files', () => {
  it('a workbook upload, accepted or refused mid-sheet, leaves nothing in the temporary folder', async () => {
    const rows = rowsOf(1, 'WBTMP');
    const good = await zipOf(await filledTemplate(rows), rows);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await filledTemplate(rows)) as unknown as ArrayBuffer);
    workbook.worksheets[0]!.getCell(2, headers.length + 1).value = 'x';
    const wide = await zipOf(Buffer.from(await workbook.xlsx.writeBuffer()), rows);
    const left = await tmpdirLeftovers(async () => {
      expect((await check(good)).status).toBe(200);
      expect((await check(wide)).status).toBe(422);
      expect((await commit(good)).status).toBe(201);
    });
    expect(left).toEqual([]);
  });
});

describe('GET /api/{cat}/download/template.xlsx', () => {
  it('is the organization’s workbook template; others are refused like the CSV template', async () => {
    const response = await client.raw('GET', `/api/${CAT}/download/template.xlsx`);
    expect(response.headers.get('content-type')).toMatch(/spreadsheetml/);
    expect(response.headers.get('content-disposition')).toMatch(/template\.xlsx/);
    const anonymous = await t.client().raw('GET', `/api/${CAT}/download/template.xlsx`);
    expect(anonymous.status).toBe(401);
  });
});

describe('GET /api/{cat}/download/sample_xlsx', () => {
  it('is the sample zip with the workbook (two example rows) in place of the CSV; it checks clean', async () => {
    const response = await client.raw('GET', `/api/${CAT}/download/sample_xlsx`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(/sample_xlsx\.zip/);
    const zip = Buffer.from(await response.arrayBuffer());
    const names = (await new ZipReader(new Uint8ArrayReader(zip)).getEntries()).map((e) => e.filename);
    expect(names.filter((n) => n.endsWith('.xlsx'))).toHaveLength(1);
    expect(names.filter((n) => n.endsWith('.csv'))).toHaveLength(0);
    const checked = await check(zip);
    expect(checked.status).toBe(200);
    expect((checked.body as unknown as { csv: unknown[] }).csv).toHaveLength(2);
    expect(checked.body.errors).toEqual([]);
    const anonymous = await t.client().raw('GET', `/api/${CAT}/download/sample_xlsx`);
    expect(anonymous.status).toBe(401);
  });
});
