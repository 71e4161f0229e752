import { ValidationFailed } from '../../../core/errors.js';
import type { CheckedSheet } from './checked-upload.js';
import { csvContent, parseCsv } from './csv-text.js';
import type { WorkbookLimits } from './workbook-parts.js';
import { readWorkbookSheet } from './workbook-sheet.js';
import type { SheetKind } from './zip-reader.js';

export interface UploadTableOptions {
  stagingDir: string;
  maxRows: number;
  /** The template's column count: a workbook's value further right is refused. */
  maxColumns: number;
  maxChars: number;
  workbookLimits: WorkbookLimits;
}

/**
 * The upload's table as records of strings (record 0 the header), from its CSV or from the first
 * sheet of its workbook; for a workbook also where each data row sits on the sheet and which cells
 * held dates (for messages naming the cell).
 */
export async function readUploadTable(
  bytes: Buffer,
  kind: SheetKind,
  options: UploadTableOptions,
): Promise<{ records: string[][]; sheet?: CheckedSheet }> {
  if (kind === 'csv') {
    const records = parseCsv(csvContent(bytes).content, options.maxRows);
    if (records.length === 0) throw ValidationFailed({ zip: ['CSVファイルにヘッダー行がありません'] });
    return { records };
  }
  const read = await readWorkbookSheet(bytes, {
    stagingDir: options.stagingDir,
    maxRows: options.maxRows,
    maxColumns: options.maxColumns,
    maxChars: options.maxChars,
    limits: options.workbookLimits,
  });
  if (read.records.length === 0)
    throw ValidationFailed({ zip: ['Excelファイルの1枚目のシートに見出しの行がありません'] });
  // Record 0 is the header: data row i is record i + 1.
  const sheet: CheckedSheet = {
    rowNumbers: read.rowNumbers.slice(1),
    dateCells: [...read.dateCells].filter(([i]) => i > 0).map(([i, columns]) => [i - 1, columns]),
  };
  return { records: read.records, sheet };
}
