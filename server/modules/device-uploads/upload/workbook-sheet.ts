import { open, writeFile } from 'node:fs/promises';
import { PassThrough, Readable } from 'node:stream';
import { join } from 'node:path';
import {
  SheetRefusal,
  sheetRows,
  textPieces,
  type ExcelReaderParts,
  type SheetCell,
  type SheetRow,
} from './workbook-sheet-rows.js';
import { isAppError } from '../../../core/errors.js';
import { MAX_CSV_RECORD_CHARS, withoutBlankTrailingColumns } from './csv-text.js';
import { zipError, type InflateBudget, type ZipFileEntry } from './zip-entries.js';
import { ZipFileReader } from '../../../lib/zip/zip-entry-data.js';
import {
  DEFAULT_WORKBOOK_LIMITS,
  partStream,
  WORKBOOK_MESSAGES,
  workbookParts,
  type WorkbookLimits,
} from './workbook-parts.js';

/** Column letter of a 1-based column number (A, Z, AA, …). */
export function columnLetter(column: number): string {
  let letter = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) letter = String.fromCharCode(65 + ((n - 1) % 26)) + letter;
  return letter;
}

/** The first sheet as rows of cell texts, like a CSV's records, and where each record sits in the sheet. */
export interface SheetRecords {
  /** The header first, then the data rows; rows whose cells are all empty are left out. */
  records: string[][];
  /** The sheet row number (1-based) of each record. */
  rowNumbers: number[];
  /** Cells read from a date value, by record index → column indexes (0-based): a text column holding one is suspect. */
  dateCells: Map<number, number[]>;
}

export interface ReadSheetOptions {
  stagingDir: string;
  maxRows: number;
  /** The template's column count: a value further right refuses the workbook. */
  maxColumns: number;
  /** All cells' characters together (the CSV's inflated-size cap). */
  maxChars: number;
  limits?: WorkbookLimits;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A date value as text: 2026-04-01, or with its time when it has one (which the date columns then refuse). */
function dateText(date: Date): string {
  const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  const h = date.getUTCHours();
  const m = date.getUTCMinutes();
  const s = date.getUTCSeconds();
  return h || m || s ? `${day} ${h}:${pad(m)}:${pad(s)}` : day;
}

/** A number as Excel shows it in General format: 15 significant digits (0.1+0.2 is 0.3). */
const numberText = (value: number) => String(Number(value.toPrecision(15)));

/** A date number format (y, m with d, d, e/g eras), its quoted text and [colour] parts aside. */
function isDateFormat(format: string | undefined): boolean {
  if (!format) return false;
  // Quoted text, [colour]/[locale] parts, escaped characters, General and exponents (0.00E+00) say nothing of dates.
  const bare = format.replace(/"[^"]*"|\[[^\]]*\]|\\.|general|e[+-]/gi, '');
  return /[yde]|g{1,3}/i.test(bare) && !/^[#0.,%\s]*$/.test(bare);
}

/** 1899-12-30 + serial days (Excel's 1900 system after February 1900). */
const excelDate = (serial: number) => new Date(Date.UTC(1899, 11, 30) + Math.round(serial * 86400000));

/**
 * The text of a cell as the maker typed it (strings as they are, 0012 stays 0012), a number in
 * its shortest form, a date value as 2026-04-01, a formula by its cached result. A formula
 * without a result or an error value refuses the workbook naming the cell.
 */
function cellText({ value, numFmt }: SheetCell, ref: string): { text: string; date: boolean } {
  if (value === null || value === undefined) return { text: '', date: false };
  if (typeof value === 'string') return { text: value, date: false };
  if (typeof value === 'number') return { text: numberText(value), date: false };
  if (typeof value === 'boolean') return { text: value ? 'TRUE' : 'FALSE', date: false };
  if (value instanceof Date) return { text: dateText(value), date: true };
  const object = value as Record<string, unknown>;
  if ('error' in object) throw new SheetRefusal(WORKBOOK_MESSAGES.errorValue(ref, String(object.error)));
  if ('formula' in object || 'sharedFormula' in object) {
    const result = object.result;
    if (result === undefined || result === null || result === '')
      throw new SheetRefusal(WORKBOOK_MESSAGES.noCachedValue(ref));
    if (typeof result === 'object' && 'error' in (result as object))
      throw new SheetRefusal(WORKBOOK_MESSAGES.errorValue(ref, String((result as { error: unknown }).error)));
    if (typeof result === 'number' && isDateFormat(numFmt)) return { text: dateText(excelDate(result)), date: true };
    if (typeof result === 'number') return { text: numberText(result), date: false };
    if (result instanceof Date) return { text: dateText(result), date: true };
    return { text: String(result), date: false };
  }
  if (Array.isArray(object.richText))
    return { text: (object.richText as { text: string }[]).map((r) => r.text).join(''), date: false };
  if (typeof object.text === 'string') return { text: object.text, date: false };
  return { text: String(value), date: false };
}

/** The sheet part number (xl/worksheets/sheetN.xml) of the workbook's first tab. */
function firstSheetNumber(reader: ExcelReaderParts): string | null {
  const first = reader.model?.sheets?.[0];
  const target = first && reader.workbookRels?.find((rel) => rel.Id === first.rId)?.Target;
  return (target && /sheet(\d+)\.xml$/.exec(target)?.[1]) || null;
}

/**
 * Reads the first sheet of an uploaded workbook into the CSV parser's representation (strings as
 * typed). Its zip's bounds are checked first and its parts counted as they inflate; exceljs's
 * streaming reader parses the relations, workbook, styles and shared strings (held in memory) from
 * those streams, and sheetRows walks the sheet's XML one row at a time as exceljs would; the rows
 * kept are capped by count, width and characters like the CSV's.
 */
export async function readWorkbookSheet(bytes: Buffer, options: ReadSheetOptions): Promise<SheetRecords> {
  const limits = options.limits ?? DEFAULT_WORKBOOK_LIMITS;
  const path = join(options.stagingDir, 'upload.xlsx');
  await writeFile(path, bytes);
  const handle = await open(path, 'r');
  const streams: PassThrough[] = [];
  try {
    const file = new ZipFileReader(handle, (await handle.stat()).size);
    const parts = await workbookParts(file, limits);
    const budget: InflateBudget = { remaining: limits.maxInflated, max: limits.maxInflated };
    const stream = (part: ZipFileEntry) => {
      const s = partStream(part, budget, limits.maxRatio);
      streams.push(s);
      return s;
    };
    // Loaded on first use: exceljs took a tenth of the server's start.
    const { default: Excel } = await import('exceljs');
    const reader = new Excel.stream.xlsx.WorkbookReader(Readable.from([]), {
      sharedStrings: 'cache',
      styles: 'cache',
      hyperlinks: 'ignore',
      worksheets: 'emit',
      entries: 'ignore',
    }) as unknown as ExcelReaderParts;
    try {
      await reader._parseRels(stream(parts.rels!));
      await reader._parseWorkbook(stream(parts.workbook!));
      if (parts.styles) await reader._parseStyles(stream(parts.styles));
      if (parts.sharedStrings)
        for await (const _ of reader._parseSharedStrings(Readable.from(textPieces(stream(parts.sharedStrings)))))
          void _;
      else reader.sharedStrings = [];
    } catch (error) {
      if (isAppError(error)) throw error;
      throw zipError(WORKBOOK_MESSAGES.notXlsx);
    }
    const first = firstSheetNumber(reader);
    const sheetPart = first ? parts.sheets.get(first) : [...parts.sheets.entries()].sort(([a], [b]) => +a - +b)[0]?.[1];
    if (!sheetPart) throw zipError(WORKBOOK_MESSAGES.noSheet);
    return await readRows(sheetRows(stream(sheetPart), reader), options);
  } finally {
    for (const s of streams) s.destroy();
    await handle.close();
  }
}

async function readRows(rows: AsyncIterable<SheetRow>, options: ReadSheetOptions): Promise<SheetRecords> {
  const records: string[][] = [];
  const rowNumbers: number[] = [];
  const dateCells = new Map<number, number[]>();
  let chars = 0;
  let width = 0;
  try {
    for await (const row of rows) {
      const cells: string[] = [];
      const dates: number[] = [];
      let rowChars = 0;
      // In column order, as exceljs's row.eachCell (cells without a value are empty text).
      row.cells.forEach((cell, column) => {
        if (!cell) return;
        const ref = `${columnLetter(column)}${row.number}`;
        const { text, date } = cellText(cell, ref);
        if (text.trim() === '') return;
        if (column > options.maxColumns)
          throw new SheetRefusal(WORKBOOK_MESSAGES.tooManyColumns(options.maxColumns, ref));
        rowChars += text.length;
        if (rowChars > MAX_CSV_RECORD_CHARS) throw new SheetRefusal(WORKBOOK_MESSAGES.longRow(row.number));
        cells[column - 1] = text;
        if (date) dates.push(column - 1);
      });
      if (cells.length === 0) continue;
      if (records.length > options.maxRows) throw new SheetRefusal(WORKBOOK_MESSAGES.tooManyRows(options.maxRows));
      chars += rowChars;
      if (chars > options.maxChars) throw new SheetRefusal(WORKBOOK_MESSAGES.tooMuchText(options.maxChars));
      width = Math.max(width, cells.length);
      if (dates.length > 0) dateCells.set(records.length, dates);
      records.push(cells);
      rowNumbers.push(row.number);
    }
  } catch (error) {
    if (error instanceof SheetRefusal) throw zipError(error.message);
    if (isAppError(error)) throw error;
    throw zipError(WORKBOOK_MESSAGES.notXlsx);
  }
  const full = records.map((cells) => Array.from({ length: width }, (_, i) => cells[i] ?? ''));
  return { records: withoutBlankTrailingColumns(full), rowNumbers, dateCells };
}
