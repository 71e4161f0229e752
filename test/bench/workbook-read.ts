/**
 * Reading the device list of an upload: the same `rows` rows (cogeneration, every column) as a CSV
 * (CP932) and as a workbook (.xlsx, text cells as a maker fills the template), each read in a fresh
 * Node process, so its peak RSS is its own. Prints wall time and peak RSS of each. Only the reading
 * differs between the two paths: validation, preview and commit are shared.
 * Run: node --import @swc-node/register/esm-register test/bench/workbook-read.ts [rows]
 */
import 'reflect-metadata';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { DeviceCategory } from '../../server/core/domain.js';
import { categoryDefinition, csvColumns } from '../../server/modules/device-registry/categories.js';
import { csvContent, parseCsv } from '../../server/modules/device-uploads/upload/csv-text.js';
import { readWorkbookSheet } from '../../server/modules/device-uploads/upload/workbook-sheet.js';
import { csvRows, csvText, encodeCsv } from '../factories/devices.js';

const [mode, dir, rowsArg] = process.argv.slice(2);
const definition = categoryDefinition(DeviceCategory.cogeneration_systems);

async function measure(kind: 'csv' | 'xlsx', folder: string, rows: number) {
  const bytes = readFileSync(join(folder, `list.${kind}`));
  const start = process.hrtime.bigint();
  const records =
    kind === 'csv'
      ? parseCsv(csvContent(bytes).content, rows)
      : (
          await readWorkbookSheet(bytes, {
            stagingDir: folder,
            maxRows: rows,
            maxColumns: csvColumns(definition).length,
            maxChars: 32 * 1024 * 1024,
          })
        ).records;
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (records.length !== rows + 1) throw new Error(`read ${records.length} records`);
  console.log(
    JSON.stringify({
      kind,
      bytes: bytes.length,
      ms: Math.round(ms),
      peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    }),
  );
}

if (mode === 'csv' || mode === 'xlsx') {
  await measure(mode, dir!, Number(rowsArg));
} else {
  const rows = Number(mode ?? 5000);
  const folder = mkdtempSync(join(tmpdir(), 'workbook-bench-'));
  try {
    const records = csvRows(definition, rows, 'BENCH');
    writeFileSync(join(folder, 'list.csv'), encodeCsv(csvText(records), 'cp932'));
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('機器一覧');
    for (const record of records) sheet.addRow(record);
    writeFileSync(join(folder, 'list.xlsx'), Buffer.from(await workbook.xlsx.writeBuffer()));
    const self = fileURLToPath(import.meta.url);
    for (const kind of ['csv', 'xlsx', 'csv', 'xlsx']) {
      process.stdout.write(
        execFileSync(process.execPath, [
          '--import',
          '@swc-node/register/esm-register',
          self,
          kind,
          folder,
          String(rows),
        ]),
      );
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
