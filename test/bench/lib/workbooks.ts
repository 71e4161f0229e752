/**
 * Workbooks for the upload bench: the template filled with `count` rows as a maker fills it, and
 * hostile ones (shared strings inflating to 1 GB, a sheet of 1,000,000 rows) written by a minimal
 * zip writer that deflates as it goes, so the bench itself never holds the inflated parts.
 */
import { createDeflateRaw, crc32 } from 'node:zlib';
import ExcelJS from 'exceljs';
import { Uint8ArrayReader, Uint8ArrayWriter, ZipReader } from '@zip.js/zip.js';
import type { CategoryDefinition } from '../../../server/modules/device-registry/categories.js';
import { templateSampleRows } from '../../../server/modules/device-registry/device-csv.js';
import { TEMPLATE_SHEETS } from '../../../server/modules/device-uploads/workbook-sheet-names.js';
import { templateWorkbook } from '../../../server/modules/device-uploads/workbook-template.js';

/**
 * The category's workbook template with its sample row replaced by `count` rows (the CSV bench's
 * values: text cells for ids, numbers as numbers, the release date as a date), certificate
 * numbers and file names prefixed like the CSV's.
 */
export async function filledWorkbook(
  definition: CategoryDefinition,
  brandName: string,
  count: number,
  prefix: string,
): Promise<{ xlsx: Buffer; pdfNames: string[]; numbers: string[] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await templateWorkbook(definition, [brandName], count)) as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet(TEMPLATE_SHEETS.data)!;
  const { rows, pdfNames, numbers } = templateSampleRows(definition, brandName, count);
  const rename = (value: string) => value.replace('SAMPLE-', `${prefix}-`);
  rows.forEach((cells, r) => {
    cells.forEach((value, c) => {
      if (value === '') return;
      const cell = sheet.getCell(r + 2, c + 1);
      cell.value =
        typeof value === 'number'
          ? value
          : /^\d{4}-\d{2}-\d{2}$/.test(value)
            ? new Date(`${value}T00:00:00Z`)
            : rename(value);
    });
  });
  return {
    xlsx: Buffer.from(await workbook.xlsx.writeBuffer()),
    pdfNames: pdfNames.map(rename),
    numbers: numbers.map(rename),
  };
}

/** One part of a zip: its name, its content as chunks (generated lazily), and what its headers declare. */
interface RawPart {
  name: string;
  chunks: () => Iterable<Uint8Array>;
  /** The uncompressed size written in its headers (default: the real one). */
  declaredSize?: number;
}

async function deflatePart(part: RawPart) {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  let crc = 0;
  let size = 0;
  for (const chunk of part.chunks()) {
    crc = crc32(chunk, crc);
    size += chunk.length;
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await ended;
  return { data: Buffer.concat(out), crc, size };
}

/** A plain (unencrypted) zip of deflated parts, without data descriptors or ZIP64 (parts < 4 GB). */
async function rawZip(parts: RawPart[]): Promise<Buffer> {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const { data, crc, size } = await deflatePart(part);
    const declared = part.declaredSize ?? size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt16LE(0x21, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** `xlsx` rezipped with the parts in `replace` swapped for generated ones. */
async function rezipped(xlsx: Buffer, replace: Record<string, Omit<RawPart, 'name'>>): Promise<Buffer> {
  const reader = new ZipReader(new Uint8ArrayReader(xlsx));
  const parts: RawPart[] = [];
  for (const entry of await reader.getEntries()) {
    if (entry.directory) continue;
    const replacement = replace[entry.filename];
    if (replacement) {
      parts.push({ name: entry.filename, ...replacement });
      continue;
    }
    const content = await entry.getData!(new Uint8ArrayWriter());
    parts.push({ name: entry.filename, chunks: () => [content] });
  }
  await reader.close();
  return rawZip(parts);
}

/** `total` bytes of `<sst><si><t>aaaa…</t></si></sst>`: one shared string that never ends. */
function* hugeSharedStrings(total: number): Iterable<Uint8Array> {
  const head = Buffer.from(
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="1" uniqueCount="1"><si><t>',
  );
  const tail = Buffer.from('</t></si></sst>');
  yield head;
  const block = Buffer.alloc(1024 * 1024, 'a');
  let left = total - head.length - tail.length;
  while (left > 0) {
    const n = Math.min(left, block.length);
    yield n === block.length ? block : block.subarray(0, n);
    left -= n;
  }
  yield tail;
}

/**
 * A filled one-row workbook whose xl/sharedStrings.xml inflates to 1 GB (about 1 MB deflated);
 * its headers declare `declaredSize` (default: the truth, refused from the directory).
 */
export async function sharedStringsBomb(
  definition: CategoryDefinition,
  brandName: string,
  declaredSize?: number,
): Promise<{ xlsx: Buffer; pdfNames: string[] }> {
  const { xlsx, pdfNames } = await filledWorkbook(definition, brandName, 1, 'SSTBOMB');
  const bomb = await rezipped(xlsx, {
    'xl/sharedStrings.xml': { chunks: () => hugeSharedStrings(1024 * 1024 * 1024), declaredSize },
  });
  return { xlsx: bomb, pdfNames };
}

/** `<sheetData>` of `rows` rows, each one number cell in column A. */
function* manyRows(rows: number): Iterable<Uint8Array> {
  yield Buffer.from(
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
  );
  const batch: string[] = [];
  for (let r = 1; r <= rows; r++) {
    batch.push(`<row r="${r}"><c r="A${r}"><v>${r}</v></c></row>`);
    if (batch.length === 10_000) yield Buffer.from(batch.splice(0).join(''));
  }
  if (batch.length > 0) yield Buffer.from(batch.join(''));
  yield Buffer.from('</sheetData></worksheet>');
}

/** A filled one-row workbook whose first sheet is replaced by `rows` one-cell rows (about 50 MB of XML for 1,000,000). */
export async function manyRowsWorkbook(
  definition: CategoryDefinition,
  brandName: string,
  rows: number,
): Promise<{ xlsx: Buffer; pdfNames: string[] }> {
  const { xlsx, pdfNames } = await filledWorkbook(definition, brandName, 1, 'MANYROWS');
  return { xlsx: await rezipped(xlsx, { 'xl/worksheets/sheet1.xml': { chunks: () => manyRows(rows) } }), pdfNames };
}
