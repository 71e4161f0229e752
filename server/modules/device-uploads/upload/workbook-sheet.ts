import { open, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { StringDecoder } from 'node:string_decoder';
import { PassThrough, Readable } from 'node:stream';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
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

class SheetRefusal extends Error {}

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

/** A cell's value as exceljs's cell.value gives it, and its number format. */
interface SheetCell {
  value: unknown;
  numFmt: string | undefined;
}

/** A sheet row: its number and its cells by column (1-based; sparse). */
interface SheetRow {
  number: number;
  cells: (SheetCell | undefined)[];
}

interface SaxTag {
  name: string;
  attributes: Record<string, string>;
}
type SaxEvent = { eventType: 'opentag' | 'closetag'; value: SaxTag } | { eventType: 'text'; value: string };

// exceljs's own helpers (CommonJS, untyped), so values come out exactly as its worksheet reader makes them.
const requireCjs = createRequire(import.meta.url);
const parseSax = requireCjs('exceljs/lib/utils/parse-sax.js') as (
  text: AsyncIterable<string>,
) => AsyncIterable<SaxEvent[]>;
const excelUtils = requireCjs('exceljs/lib/utils/utils.js') as {
  isDateFmt(format: string | undefined): boolean;
  excelToDate(serial: number, date1904: boolean | undefined): Date;
  xmlDecode(text: string): string;
};
const colCache = requireCjs('exceljs/lib/utils/col-cache.js') as {
  decodeAddress(ref: string): { col: number };
  encodeAddress(row: number, col: number): string;
  validateAddress(address: string): void;
};

/** Characters handed to the XML parser at once: the events of one piece are all held until it is walked. */
const SAX_PIECE_CHARS = 16 * 1024;

/**
 * A part's text in pieces of at most SAX_PIECE_CHARS, decoded across chunk boundaries (exceljs
 * decodes each chunk on its own, which splits a character cut between two chunks); a surrogate
 * pair is never cut either.
 */
async function* textPieces(stream: Readable): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  const pieces = function* (text: string) {
    for (let start = 0; start < text.length;) {
      let end = Math.min(start + SAX_PIECE_CHARS, text.length);
      const last = text.charCodeAt(end - 1);
      if (end < text.length && last >= 0xd800 && last <= 0xdbff) end += 1;
      yield text.slice(start, end);
      start = end;
    }
  };
  for await (const chunk of stream) yield* pieces(decoder.write(chunk as Buffer));
  yield* pieces(decoder.end());
}

/** exceljs's FormulaValue keeps only truthy parts (a cached 0 or '' is dropped); an empty formula stays as given. */
function formulaValue(formula: string, result: unknown): unknown {
  if (!formula) return result === undefined ? { formula } : { formula, result };
  return result ? { formula, result } : { formula };
}

/**
 * The rows of a worksheet part, one at a time, with the values exceljs 4.4's streaming
 * WorksheetReader gives (its `parse()` followed event for event: shared strings by index, inline
 * and formula strings XML-decoded, numbers in a date format as dates, errors, booleans, formulas
 * with their cached results; a cell's number format its own style's, else its row's). Its Row and
 * Cell objects and per-chunk batches of rows are not built: they were most of the reader's heap.
 */
async function* sheetRows(stream: Readable, reader: ExcelReaderParts): AsyncGenerator<SheetRow> {
  const { sharedStrings, styles } = reader;
  const date1904 = reader.properties?.model?.date1904;
  let inRows = false;
  let row: SheetRow | null = null;
  let rowNumFmt: string | undefined;
  let c: { ref: string; s: number; t: string | undefined; f?: { text: string }; v?: { text: string } } | null = null;
  let current: { text: string } | null = null;
  for await (const events of parseSax(textPieces(stream))) {
    for (const event of events) {
      if (event.eventType === 'text') {
        if (current) current.text += event.value;
        continue;
      }
      const node = event.value;
      if (event.eventType === 'opentag') {
        switch (node.name) {
          case 'sheetData':
            inRows = true;
            break;
          case 'row':
            if (inRows) {
              row = { number: parseInt(node.attributes.r!, 10), cells: [] };
              rowNumFmt = node.attributes.s ? styles.getStyleModel(parseInt(node.attributes.s, 10))?.numFmt : undefined;
            }
            break;
          case 'c':
            if (row) c = { ref: node.attributes.r!, s: parseInt(node.attributes.s!, 10), t: node.attributes.t };
            break;
          case 'f':
            if (c) current = c.f = { text: '' };
            break;
          case 'v':
          case 'is':
          case 't':
            if (c) current = c.v = { text: '' };
            break;
        }
        continue;
      }
      switch (node.name) {
        case 'sheetData':
          inRows = false;
          break;
        case 'row':
          // exceljs emitted a null row for a <row> outside <sheetData>, which then failed.
          if (!row) throw new SheetRefusal(WORKBOOK_MESSAGES.notXlsx);
          yield row;
          row = null;
          break;
        case 'c': {
          if (!row || !c) break;
          const col = colCache.decodeAddress(c.ref).col;
          let cell = row.cells[col];
          if (!cell) {
            colCache.validateAddress(colCache.encodeAddress(row.number, col));
            cell = row.cells[col] = { value: null, numFmt: rowNumFmt };
          }
          if (c.s) {
            const style = styles.getStyleModel(c.s);
            if (style) cell.numFmt = style.numFmt;
          }
          if (c.f) {
            const result = c.v ? (c.t === 'str' ? excelUtils.xmlDecode(c.v.text) : parseFloat(c.v.text)) : undefined;
            cell.value = formulaValue(c.f.text, result);
          } else if (c.v) {
            switch (c.t) {
              case 's':
                cell.value = sharedStrings[parseInt(c.v.text, 10)];
                break;
              case 'inlineStr':
              case 'str':
                cell.value = excelUtils.xmlDecode(c.v.text);
                break;
              case 'e':
                cell.value = { error: c.v.text };
                break;
              case 'b':
                cell.value = parseInt(c.v.text, 10) !== 0;
                break;
              default:
                cell.value = excelUtils.isDateFmt(cell.numFmt)
                  ? excelUtils.excelToDate(parseFloat(c.v.text), date1904)
                  : parseFloat(c.v.text);
            }
          }
          c = null;
          break;
        }
      }
    }
  }
}

/** exceljs 4.4's streaming reader, driven part by part (its own unzip would take the parts in file order and spill sheets to temp files). */
interface ExcelReaderParts {
  workbookRels?: { Id: string; Target: string }[];
  model?: { sheets?: { rId: string }[] };
  _parseRels(stream: Readable): Promise<void>;
  _parseWorkbook(stream: Readable): Promise<void>;
  _parseStyles(stream: Readable): Promise<void>;
  _parseSharedStrings(stream: Readable): AsyncIterable<unknown>;
  sharedStrings: unknown[];
  styles: { getStyleModel(id: number): { numFmt?: string } | null | undefined };
  properties?: { model?: { date1904?: boolean } };
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
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([]), {
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
