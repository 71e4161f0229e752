import { PassThrough } from 'node:stream';
import { isAppError } from '../../../core/errors.js';
import { fileSizeLabel } from '../../../rules/device-forms.js';
import { MAX_CSV_RECORD_CHARS } from './csv-text.js';
import { ZipReadError, type ZipDirectoryEntry } from '../../../lib/zip/zip-directory.js';
import { checkedZipDirectory, inflatePlain, zipError, type InflateBudget, type ZipFileEntry } from './zip-entries.js';
import type { ZipFileReader } from '../../../lib/zip/zip-entry-data.js';

/**
 * Bounds of a workbook (.xlsx, itself a zip) inside an upload, checked before exceljs reads it: a
 * workbook Excel writes for 5,000 rows has about a dozen parts, a few MB of sheet XML and of
 * shared strings.
 */
export interface WorkbookLimits {
  maxParts: number;
  /** Total inflated size of all parts. */
  maxInflated: number;
  /** Inflated size of xl/sharedStrings.xml, which exceljs holds in memory whole. */
  maxSharedStrings: number;
  maxRatio: number;
}

export const DEFAULT_WORKBOOK_LIMITS: WorkbookLimits = {
  maxParts: 200,
  maxInflated: 96 * 1024 * 1024,
  maxSharedStrings: 32 * 1024 * 1024,
  maxRatio: 200,
};

export const WORKBOOK_MESSAGES = {
  notXlsx: 'Excelファイル（.xlsx）を読み込めません（ファイルが壊れているか、.xlsx形式ではありません）',
  tooManyParts: (max: number) =>
    `Excelファイルの内部のファイル数が上限（${max.toLocaleString('en-US')}件）を超えています`,
  tooLarge: (max: number) => `Excelファイルの展開後のサイズが上限（${fileSizeLabel(max)}）を超えています`,
  sharedStrings: (max: number) =>
    `Excelファイルの文字列データ（sharedStrings.xml）のサイズが上限（${fileSizeLabel(max)}）を超えています`,
  part: (message: string) => `Excelファイルの内部: ${message}`,
  noSheet: 'Excelファイルにシートがありません',
  tooManyRows: (max: number) =>
    `Excelファイルの行数が上限（${max.toLocaleString('en-US')}行）を超えています（${(max + 1).toLocaleString('en-US')}行以上）`,
  tooManyColumns: (max: number, cell: string) =>
    `Excelファイルの列が多すぎます（1枚目のシートはテンプレートの${max}列までです。セル${cell}に値があります）`,
  longRow: (row: number) =>
    `Excelファイルの${row}行目が長すぎます（1行は${MAX_CSV_RECORD_CHARS.toLocaleString('en-US')}文字まで）`,
  tooMuchText: (max: number) => `Excelファイルの文字数が上限（${fileSizeLabel(max)}）を超えています`,
  noCachedValue: (cell: string) =>
    `セル${cell}の数式に計算結果が保存されていません。Excelで開いて保存し直すか、値として貼り付けてください`,
  errorValue: (cell: string, error: string) => `セル${cell}がエラー値（${error}）になっています`,
} as const;

const partName = (entry: ZipDirectoryEntry) => entry.nameBytes.toString('utf8');

/** Until the reader takes more, or stops (one listener pair per wait, removed after it). */
function drainedOrClosed(out: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}

/** A part's inflated bytes as a stream, counted against the workbook's limits as they arrive; destroy() stops the inflation. */
export function partStream(part: ZipFileEntry, budget: InflateBudget, maxRatio: number): PassThrough {
  const out = new PassThrough();
  inflatePlain(part, budget, maxRatio, async (chunk) => {
    if (out.destroyed) return false;
    if (!out.write(chunk)) await drainedOrClosed(out);
    return !out.destroyed;
  }).then(
    () => out.end(),
    (error: unknown) => {
      const message = isAppError(error) ? error.fieldErrors?.zip?.[0] : undefined;
      out.destroy(message ? zipError(WORKBOOK_MESSAGES.part(message)) : (error as Error));
    },
  );
  return out;
}

/** The parts exceljs's reader is given, in the order it needs them (the rest are never inflated). */
export interface WorkbookParts {
  rels: ZipFileEntry | undefined;
  workbook: ZipFileEntry | undefined;
  styles: ZipFileEntry | undefined;
  sharedStrings: ZipFileEntry | undefined;
  sheets: Map<string, ZipFileEntry>;
}

/**
 * The workbook's own zip checked before any part is read: its directory and layout (local headers
 * agreeing with the central directory, no overlap), the part count and the declared sizes. The
 * parts that are read are then counted as they inflate (nothing is trusted from the headers).
 */
export async function workbookParts(file: ZipFileReader, limits: WorkbookLimits): Promise<WorkbookParts> {
  const { entries, limitOf } = await checkedZipDirectory(file, limits.maxParts, {
    directory: (error) =>
      error instanceof ZipReadError && error.failure === 'tooManyEntries'
        ? WORKBOOK_MESSAGES.tooManyParts(limits.maxParts)
        : WORKBOOK_MESSAGES.notXlsx,
    layout: () => WORKBOOK_MESSAGES.notXlsx,
  });
  let declared = 0;
  const parts: WorkbookParts = {
    rels: undefined,
    workbook: undefined,
    styles: undefined,
    sharedStrings: undefined,
    sheets: new Map(),
  };
  for (const entry of entries) {
    declared += entry.uncompressedSize;
    if (declared > limits.maxInflated) throw zipError(WORKBOOK_MESSAGES.tooLarge(limits.maxInflated));
    const name = partName(entry);
    const part = { entry, name, limit: limitOf.get(entry)!, file };
    if (name === 'xl/sharedStrings.xml') {
      if (entry.uncompressedSize > limits.maxSharedStrings)
        throw zipError(WORKBOOK_MESSAGES.sharedStrings(limits.maxSharedStrings));
      parts.sharedStrings = part;
    } else if (name === 'xl/_rels/workbook.xml.rels') parts.rels = part;
    else if (name === 'xl/workbook.xml') parts.workbook = part;
    else if (name === 'xl/styles.xml') parts.styles = part;
    else {
      const sheet = /^xl\/worksheets\/sheet(\d+)\.xml$/.exec(name);
      if (sheet) parts.sheets.set(sheet[1]!, part);
    }
  }
  if (!parts.workbook || !parts.rels || parts.sheets.size === 0) throw zipError(WORKBOOK_MESSAGES.noSheet);
  return parts;
}
