import { setImmediate } from 'node:timers/promises';
import { DEVICE_FORM_MESSAGES } from '../../../rules/device-forms.js';
import { cp932Lookalikes } from '../../../core/csv/csv-writer.js';
import { ValidationFailed } from '../../../core/errors.js';
import { toNfc } from '../../../core/text/nfc.js';
import {
  BOOLEAN_FALSE_CELLS,
  BOOLEAN_TRUE_CELLS,
  csvColumns,
  formatPerformanceCell,
} from '../../device-registry/index.js';
import type {
  CategoryDefinition,
  CsvColumn,
  IdentifyingField,
  PerformanceField,
  PerformanceValue,
} from '../../device-registry/index.js';
import { DATE_FORMS, numberCellText, parseUploadDate } from './cells.js';
import { cellCharacterError } from './cell-characters.js';
import { tooManyRows } from './csv-text.js';
import { certificatePathCandidates } from './entry-names.js';
import type { ReadZip, SheetKind, ZipPdf } from './zip-reader.js';
import { TABLE_NAMES } from './zip-messages.js';

/** One data row after validation; `row` counts data rows from 1 (the header is not counted). */
export interface ValidatedRow {
  row: number;
  /**
   * The row as the preview shows it: each cell as it will be stored (trimmed, NFC), and a date or
   * number cell that was read as the value it registers (2026-04-01 for R8.4.1, 1234 for "1,234"),
   * so the maker sees how the file was understood. A refused cell stays as it was typed.
   */
  cells: string[];
  certificateNumber: string;
  brandName: string;
  releaseDate: string | null;
  publishDate: string | null;
  identifying: Partial<Record<IdentifyingField, string | null>>;
  performance: Record<string, PerformanceValue>;
  pdf: ZipPdf | null;
  errors: { column: string; messages: string[] }[];
}

const MAX_CELL = 255;
const COMMON_MAX: Record<string, number> = { certificateNumber: 64, brandName: 255, certificateFileName: 255 };

const TAB_SEPARATED_MESSAGE =
  'CSVファイルの区切り文字がタブになっています。Excelでは「CSV (コンマ区切り)」または「CSV UTF-8 (コンマ区切り)」で保存してください';

/**
 * Checks the header row against the category's columns (order free, names exact after trimming
 * and NFC). Optional columns may be left out; their cells are then empty. Messages name the table
 * as the maker sent it: the CSV, or the workbook.
 */
export function checkHeader(
  definition: CategoryDefinition,
  header: string[],
  maxRows: number,
  dataRows: number,
  kind: SheetKind = 'csv',
): number[] {
  const columns = csvColumns(definition);
  const table = TABLE_NAMES[kind];
  // Excel's "テキスト (タブ区切り)" renamed to .csv: one header cell holding every column name.
  if (kind === 'csv' && header.length === 1 && header[0]!.includes('\t')) {
    throw ValidationFailed({ zip: [TAB_SEPARATED_MESSAGE] });
  }
  const names = header.map((h) => toNfc(h).trim());
  const missing = columns.filter((c) => c.required && !names.includes(c.header)).map((c) => c.header);
  const known = new Set(columns.map((c) => c.header));
  const extra = names.filter((n) => !known.has(n));
  const seen = new Set<string>();
  const dup = new Set<string>();
  for (const name of names) (seen.has(name) ? dup : seen).add(name);
  const messages: string[] = [];
  if (missing.length > 0) messages.push(`${table.short}の列が不足しています: ${missing.join('、')}`);
  if (extra.length > 0) {
    messages.push(`${table.short}に不明な列があります: ${extra.map((e) => e || '(空の列名)').join('、')}`);
  }
  if (dup.size > 0) messages.push(`${table.short}の列名が重複しています: ${[...dup].join('、')}`);
  if (messages.length > 0) throw ValidationFailed({ zip: messages });
  if (dataRows === 0) throw ValidationFailed({ zip: [`${table.file}にデータ行がありません`] });
  if (dataRows > maxRows) {
    throw ValidationFailed({ zip: [tooManyRows(maxRows, `${dataRows.toLocaleString('en-US')}行`, table.file)] });
  }
  return columns.map((c) => names.indexOf(c.header));
}

/** A cell a spreadsheet would run as a formula (=, +, @, tab, CR; '-' unless it is a plain number). */
export function isFormulaCell(cell: string): boolean {
  if (cell === '') return false;
  if (/^[=+@\t\r]/.test(cell)) return true;
  return cell.startsWith('-') && !/^-\d+(\.\d+)?$/.test(cell);
}

const dateError = (header: string) => `${header}は正しい日付で入力してください（使える形式: ${DATE_FORMS}）`;

/** A cell as it will be stored: NFC (see toNfc) and without leading/trailing spaces (incl. U+3000). */
export const storedCell = (cell: string | undefined): string => toNfc(cell ?? '').trim();

const INTEGER_CELL = /^-?\d{1,12}$/;
const NUMBER_CELL = /^-?\d{1,12}(\.\d{1,10})?$/;

function performanceValue(
  field: PerformanceField,
  cell: string,
  header: string,
): { value?: PerformanceValue; error?: string } {
  if (cell === '') return field.required ? { error: `${header}を入力してください` } : { value: null };
  switch (field.type) {
    case 'number':
    case 'integer': {
      const text = numberCellText(cell, field.type === 'integer');
      const pattern = field.type === 'integer' ? INTEGER_CELL : NUMBER_CELL;
      if (text === null || !pattern.test(text)) {
        return {
          error: `${header}は${field.type === 'integer' ? '整数' : '数値'}で入力してください（例: 1234、1,234${field.type === 'integer' ? '' : '、0.75'}）`,
        };
      }
      const value = Number(text);
      if ((field.min !== undefined && value < field.min) || (field.max !== undefined && value > field.max)) {
        return { error: `${header}は${field.min}以上${field.max}以下で入力してください` };
      }
      return { value };
    }
    case 'enum':
      return field.options!.includes(cell)
        ? { value: cell }
        : { error: `${header}は${field.options!.map((o) => `「${o}」`).join('')}のいずれかを入力してください` };
    case 'boolean':
      if ((BOOLEAN_TRUE_CELLS as readonly string[]).includes(cell)) return { value: true };
      if ((BOOLEAN_FALSE_CELLS as readonly string[]).includes(cell)) return { value: false };
      return { error: `${header}は「有」または「無」を入力してください` };
    case 'date': {
      const date = parseUploadDate(cell);
      return date ? { value: date } : { error: dateError(header) };
    }
    default:
      return cell.length > (field.maxLength ?? MAX_CELL)
        ? { error: `${header}は${field.maxLength ?? MAX_CELL}文字以内で入力してください` }
        : { value: cell };
  }
}

/** Rows validated between two turns of the event loop. */
const ROWS_PER_TURN = 250;

/** Brand names a row error lists: enough to spot a typo, short enough to repeat on every row. */
const LISTED_BRANDS = 5;

/**
 * A brand the organization does not have: the message names those it has, or says that an
 * administrator registers them, as the maker cannot (a new maker's first upload failed on every
 * row with no hint of either).
 */
export function unknownBrandMessage(cell: string, brandNames: Set<string>): string {
  const refused = `ブランド名「${cell}」は登録されていません`;
  if (brandNames.size === 0) return `${refused}（ブランド名は管理者が登録します。登録を依頼してください）`;
  const names = [...brandNames];
  const more = names.length > LISTED_BRANDS ? `ほか${names.length - LISTED_BRANDS}件` : '';
  return `${refused}（登録済み: ${names.slice(0, LISTED_BRANDS).join('、')}${more}）`;
}

/**
 * Validates every row against the category table. Brand names must be the organization's own;
 * 証明書ファイル名 must name a PDF of the zip (from its root or from the CSV's folder) whose
 * content is a real PDF.
 */
export async function validateRows(
  definition: CategoryDefinition,
  records: string[][],
  columnIndexes: number[],
  brandNames: Set<string>,
  zip: Pick<ReadZip, 'pdfs' | 'csvName'>,
  headerLength: number,
  onProgress?: (rowsDone: number) => void,
): Promise<ValidatedRow[]> {
  const columns = csvColumns(definition);
  const rows: ValidatedRow[] = [];
  for (const [i, record] of records.entries()) {
    // Thousands of rows take a few hundred milliseconds: other requests, and the upload's own file
    // writes, go on between slices (and the upload's progress is told, which may stop it).
    if (i > 0 && i % ROWS_PER_TURN === 0) {
      onProgress?.(i);
      await setImmediate();
    }
    const cells = columnIndexes.map((index) => storedCell(record[index]));
    const row: ValidatedRow = {
      row: i + 1,
      cells,
      certificateNumber: '',
      brandName: '',
      releaseDate: null,
      publishDate: null,
      identifying: {},
      performance: {},
      pdf: null,
      errors: [],
    };
    const fail = (column: CsvColumn, message: string) => {
      const existing = row.errors.find((e) => e.column === column.header);
      if (existing) existing.messages.push(message);
      else row.errors.push({ column: column.header, messages: [message] });
    };
    if (record.length !== headerLength) {
      row.errors.push({ column: '行', messages: [`列の数がヘッダーと一致しません（${record.length}列）`] });
    }
    columns.forEach((column, c) => {
      const cell = cells[c]!;
      const characterError = cellCharacterError(cell, column.header);
      if (characterError) return fail(column, characterError);
      if (isFormulaCell(cell) && !(column.kind === 'performance' && /^-\d/.test(cell))) {
        return fail(column, `${column.header}に数式として解釈される値は使用できません`);
      }
      if (column.kind === 'performance') {
        const result = performanceValue(column.field, cell, column.header);
        if (result.error) return fail(column, result.error);
        row.performance[column.key] = result.value!;
        cells[c] = formatPerformanceCell(column.field, result.value);
        return;
      }
      const max = column.kind === 'identifying' ? 128 : (COMMON_MAX[column.key] ?? MAX_CELL);
      if (cell.length > max) return fail(column, `${column.header}は${max}文字以内で入力してください`);
      if (cell === '' && column.required) {
        return fail(
          column,
          column.key === 'releaseDate'
            ? DEVICE_FORM_MESSAGES.releaseDateRequired
            : `${column.header}を入力してください`,
        );
      }
      if (column.kind === 'identifying') {
        row.identifying[column.key] = cell || null;
        return;
      }
      switch (column.key) {
        case 'brandName':
          row.brandName = cell;
          if (!brandNames.has(cell)) fail(column, unknownBrandMessage(cell, brandNames));
          return;
        case 'certificateNumber':
          row.certificateNumber = cell;
          return;
        case 'releaseDate':
        case 'publishDate': {
          if (cell === '') return;
          const date = parseUploadDate(cell);
          if (!date) return fail(column, dateError(column.header));
          row[column.key] = date;
          cells[c] = date;
          return;
        }
        case 'certificateFileName': {
          const pdf =
            certificatePathCandidates(zip.csvName, cell)
              .map((path) => zip.pdfs.get(path))
              .find(Boolean) ?? null;
          if (!pdf) return fail(column, `証明書ファイル「${cell}」がZIPファイル内に見つかりません`);
          if (pdf.invalid) return fail(column, `証明書ファイル「${cell}」: ${pdf.invalid}`);
          row.pdf = pdf;
          return;
        }
      }
    });
    rows.push(row);
  }
  return rows;
}

/**
 * Rows whose certificate number appeared on an earlier row of the file (among the given rows),
 * compared in the form the CP932 exports write: 〜 and ～ are one number there.
 */
export function findDuplicates(rows: ValidatedRow[]): { row: number; certificateNumber: string; firstRow: number }[] {
  const first = new Map<string, number>();
  const duplicates: { row: number; certificateNumber: string; firstRow: number }[] = [];
  for (const row of rows) {
    if (!row.certificateNumber) continue;
    const key = cp932Lookalikes(row.certificateNumber);
    const seen = first.get(key);
    if (seen === undefined) first.set(key, row.row);
    else duplicates.push({ row: row.row, certificateNumber: row.certificateNumber, firstRow: seen });
  }
  return duplicates;
}
