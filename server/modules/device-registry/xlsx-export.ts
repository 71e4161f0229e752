import { finished } from 'node:stream/promises';
import { create as contentDisposition } from 'content-disposition';
import type ExcelJS from 'exceljs';
import type { Response } from 'express';
import { roomIn, type CsvValue } from '../../core/csv/csv-writer.js';
import { fileStamp } from '../../rules/tokyo-date.js';
import type { DeviceExportColumn, ExportCellType } from './device-csv.js';

/** Excel's text format: what is typed stays the text typed (1-2, 0012, 1.23E+11). */
export const TEXT_FORMAT = '@';

/** Display width of a text in Excel's character units (full-width characters count two). */
export function textWidth(text: string): number {
  let width = 0;
  for (const ch of text) width += /[\u0020-\u00ff\uff61-\uff9f]/.test(ch) ? 1 : 2;
  return width;
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const FORMATS: Record<ExportCellType, string> = {
  text: TEXT_FORMAT,
  number: 'General',
  date: 'yyyy/mm/dd',
  dateTime: 'yyyy/mm/dd hh:mm:ss',
};
/** The narrowest column that shows a whole date (or moment) in its format. */
const MIN_WIDTHS: Record<ExportCellType, number> = { text: 8, number: 8, date: 12, dateTime: 20 };
const MAX_WIDTH = 50;

/** Rows read before the first byte: a failing query still answers with JSON, and widths fit them. */
const HEAD_ROWS = 100;
/** Rows between two looks at the response's backpressure (and a turn of the event loop for the zip). */
const CHUNK_ROWS = 200;

/** A date (2026-04-01) or a moment in Japan time (2026/04/01 10:00:00) as the CSV writes them. */
const DATE_TEXT = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?: (\d{1,2}):(\d{2}):(\d{2}))?$/;

/**
 * A CSV cell as a workbook cell. Dates become Excel dates: the wall-clock time shown by the CSV,
 * written as UTC (Excel has no time zones; exceljs counts serials from UTC). A string is always a
 * string cell, never a formula, so the CSV's formula guard has no twin here.
 */
export function workbookCell(type: ExportCellType, value: CsvValue): ExcelJS.CellValue {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if ((type === 'date' || type === 'dateTime') && typeof value === 'string') {
    const m = DATE_TEXT.exec(value);
    if (m) {
      const [, y, mo, d, h, mi, s] = m.map(Number) as number[];
      return new Date(Date.UTC(y!, mo! - 1, d!, h || 0, mi || 0, s || 0));
    }
  }
  return value;
}

function columnWidth<Row>(column: DeviceExportColumn<Row>, head: readonly Row[]): number {
  let width = Math.max(MIN_WIDTHS[column.type], textWidth(column.header));
  if (column.type === 'text' || column.type === 'number') {
    for (const row of head) width = Math.max(width, textWidth(String(column.value(row) ?? '')));
  }
  return Math.min(MAX_WIDTH, width + 2);
}

export interface XlsxSpec<Row> {
  baseName: string;
  asciiBaseName: string;
  sheetName: string;
  columns: readonly DeviceExportColumn<Row>[];
  rows: AsyncIterable<Row> | Iterable<Row>;
}

function iteratorOf<Row>(rows: AsyncIterable<Row> | Iterable<Row>): AsyncIterator<Row> | Iterator<Row> {
  return Symbol.asyncIterator in rows ? rows[Symbol.asyncIterator]() : rows[Symbol.iterator]();
}

/**
 * Streams a list as a workbook named "<baseName>_<yyyymmdd>.xlsx": the CSV's columns and headers,
 * a bold frozen header row, text columns formatted as text, numbers as numbers, dates as dates.
 * exceljs's streaming writer zips rows as they are committed; the loop waits whenever the response
 * is full, so memory stays bounded whatever the row count. Errors before the first byte reach the
 * error handler as usual; after it the response is cut.
 */
export async function sendXlsx<Row>(res: Response, spec: XlsxSpec<Row>): Promise<void> {
  const stamp = fileStamp();
  const rows = iteratorOf(spec.rows);
  try {
    const head: Row[] = [];
    while (head.length < HEAD_ROWS) {
      const next = await rows.next();
      if (next.done) break;
      head.push(next.value);
    }
    res.setHeader('Content-Type', XLSX_CONTENT_TYPE);
    res.setHeader(
      'Content-Disposition',
      contentDisposition(`${spec.baseName}_${stamp}.xlsx`, { fallback: `${spec.asciiBaseName}_${stamp}.xlsx` }),
    );
    const room = roomIn(res);
    try {
      // Loaded on first use: exceljs took a tenth of the server's start.
      const { default: Excel } = await import('exceljs');
      const workbook = new Excel.stream.xlsx.WorkbookWriter({
        stream: res,
        useStyles: true,
        useSharedStrings: false,
      });
      const sheet = workbook.addWorksheet(spec.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
      sheet.columns = spec.columns.map((column) => ({
        width: columnWidth(column, head),
        style: { numFmt: FORMATS[column.type] },
      }));
      const header = sheet.addRow(spec.columns.map((column) => column.header));
      header.font = { bold: true };
      header.commit();
      let pending = 0;
      const add = async (row: Row) => {
        sheet.addRow(spec.columns.map((column) => workbookCell(column.type, column.value(row)))).commit();
        if (++pending < CHUNK_ROWS) return;
        pending = 0;
        await new Promise(setImmediate);
        if (res.writableNeedDrain || res.destroyed) await room.wait();
      };
      for (const row of head) await add(row);
      head.length = 0;
      for (;;) {
        const next = await rows.next();
        if (next.done) break;
        await add(next.value);
      }
      sheet.commit();
      // The writer resolves on the response's 'finish'; a client gone before it would leave it waiting.
      await Promise.all([workbook.commit(), finished(res)]);
    } catch (error) {
      res.destroy(error as Error);
    } finally {
      room.release();
    }
  } finally {
    // Stopped early (the client went away, an error): let the source close its cursor or transaction.
    await rows.return?.();
  }
}
