import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { BlobWriter, Uint8ArrayReader, Uint8ArrayWriter, ZipReader, ZipWriter } from '@zip.js/zip.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readWorkbookSheet } from '../../server/modules/device-uploads/upload/workbook-sheet.js';
import { WORKBOOK_MESSAGES } from '../../server/modules/device-uploads/upload/workbook-parts.js';

let stagingDir: string;
beforeAll(async () => {
  stagingDir = await mkdtemp(join(tmpdir(), 'workbook-sheet-'));
});
afterAll(() => rm(stagingDir, { recursive: true, force: true }));

const read = (bytes: Buffer, maxRows = 100) =>
  readWorkbookSheet(bytes, { stagingDir, maxRows, maxColumns: 10, maxChars: 1024 * 1024 });

async function workbook(fill: (wb: ExcelJS.Workbook) => void): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  fill(wb);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** The workbook with one part's text rewritten. */
async function rezip(bytes: Buffer, name: string, edit: (text: string) => string): Promise<Buffer> {
  const reader = new ZipReader(new Uint8ArrayReader(bytes));
  const writer = new ZipWriter(new BlobWriter('application/zip'), { useWebWorkers: false });
  for (const entry of await reader.getEntries()) {
    if (entry.directory) continue;
    let content = await entry.getData!(new Uint8ArrayWriter());
    if (entry.filename === name) {
      const edited = edit(Buffer.from(content).toString('utf8'));
      expect(edited).not.toBe(Buffer.from(content).toString('utf8'));
      content = new Uint8Array(Buffer.from(edited, 'utf8'));
    }
    await writer.add(entry.filename, new Uint8ArrayReader(content));
  }
  await reader.close();
  return Buffer.from(await (await writer.close()).arrayBuffer());
}

const refusal = async (promise: Promise<unknown>) =>
  (
    (await promise.then(
      () => null,
      (e: unknown) => e,
    )) as { fieldErrors?: { zip?: string[] } } | null
  )?.fieldErrors?.zip?.[0];

describe('readWorkbookSheet', () => {
  it('reads cells as typed: text, numbers in 15 digits, dates, booleans, rich text, cached formula results', async () => {
    const bytes = await workbook((wb) => {
      const sheet = wb.addWorksheet('data');
      sheet.addRow(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
      const row = sheet.addRow([
        '0012',
        0.1 + 0.2,
        new Date(Date.UTC(2026, 3, 1)),
        true,
        { richText: [{ text: '1-' }, { text: '2', font: { bold: true } }] },
        { formula: 'A2&"X"', result: '0012X' },
        { formula: 'DATE(2026,4,1)', result: 46113 },
        { formula: 'B2*2', result: 0.6 },
        { formula: 'B2*3', result: 12 },
        { formula: 'B2*1e12', result: 300000000000 },
      ]);
      row.getCell(10).numFmt = '0.00E+00';
      row.getCell(8).numFmt = 'General';
      row.getCell(9).numFmt = '#,##0';
      row.getCell(3).numFmt = 'yyyy/m/d';
      row.getCell(7).numFmt = '[$-ja-JP]ggge"年"m"月"d"日"';
    });
    const { records, rowNumbers, dateCells } = await read(bytes);
    expect(records).toEqual([
      ['a', 'b', 'c', 'd', 'e', 'f', 'g', '', '', ''],
      ['0012', '0.3', '2026-04-01', 'TRUE', '1-2', '0012X', '2026-04-01', '0.6', '12', '300000000000'],
    ]);
    expect(rowNumbers).toEqual([1, 2]);
    expect(dateCells.get(1)).toEqual([2, 6]);
  });

  it('reads the first tab, whatever its part is called, and skips empty rows keeping sheet row numbers', async () => {
    const bytes = await workbook((wb) => {
      wb.addWorksheet('one').addRow(['wrong']);
      const second = wb.addWorksheet('two');
      second.getCell('A1').value = 'h';
      second.getCell('A4').value = 'v';
    });
    // Tab order swapped in xl/workbook.xml: the first tab is now the part sheet2.xml.
    const swapped = await rezip(bytes, 'xl/workbook.xml', (xml) =>
      xml.replace(/(<sheet [^>]*name="one"[^>]*\/>)(<sheet [^>]*name="two"[^>]*\/>)/, '$2$1'),
    );
    expect((await read(bytes)).records).toEqual([['wrong']]);
    const { records, rowNumbers } = await read(swapped);
    expect(records).toEqual([['h'], ['v']]);
    expect(rowNumbers).toEqual([1, 4]);
  });

  it('refuses a formula without a cached value, an error value, and rows past the cap, naming the cell', async () => {
    const noResult = await workbook((wb) => {
      wb.addWorksheet('d').addRow(['h']);
      wb.worksheets[0]!.getCell('B3').value = { formula: 'A1' } as ExcelJS.CellFormulaValue;
    });
    expect(await refusal(read(noResult))).toBe(WORKBOOK_MESSAGES.noCachedValue('B3'));
    const error = await workbook((wb) => {
      wb.addWorksheet('d').getCell('C2').value = { error: '#N/A' } as ExcelJS.CellErrorValue;
    });
    expect(await refusal(read(error))).toBe(WORKBOOK_MESSAGES.errorValue('C2', '#N/A'));
    const many = await workbook((wb) => {
      const sheet = wb.addWorksheet('d');
      for (let i = 0; i < 5; i++) sheet.addRow([`r${i}`]);
    });
    expect(await refusal(read(many, 3))).toBe(WORKBOOK_MESSAGES.tooManyRows(3));
  });

  it("keeps characters whole across the parts' chunks (shared strings and sheet text of several 64 KB chunks)", async () => {
    // 3-byte characters after an odd prefix: a chunk boundary falls inside one of them.
    const texts = Array.from({ length: 3000 }, (_, i) => `${'x'.repeat(i % 3)}機器の名称${i}番${'あ'.repeat(20)}`);
    for (const useSharedStrings of [true, false]) {
      const wb = new ExcelJS.Workbook();
      const sheet = wb.addWorksheet('d');
      for (const text of texts) sheet.addRow([text, { formula: 'A1', result: `結果${text}` }]);
      const bytes = Buffer.from(await wb.xlsx.writeBuffer({ useSharedStrings }));
      const { records } = await readWorkbookSheet(bytes, {
        stagingDir,
        maxRows: 5000,
        maxColumns: 10,
        maxChars: 1024 * 1024,
      });
      expect(records).toEqual(texts.map((text) => [text, `結果${text}`]));
    }
  });

  it('refuses bytes that are no workbook', async () => {
    expect(await refusal(read(Buffer.from('not a zip')))).toBe(WORKBOOK_MESSAGES.notXlsx);
  });
});
