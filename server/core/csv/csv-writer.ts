import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type { Response } from 'express';
import iconv from 'iconv-lite';
import { contentDisposition } from '../pdf/list-pdf.js';
import { fileStamp } from '../tokyo-date.js';

export type CsvValue = string | number | boolean | null | undefined;

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
}

export interface CsvSpec<Row> {
  columns: readonly CsvColumn<Row>[];
  /** Any async row source (e.g. iterateAll's keyset batches): rows are written as they come. */
  rows: AsyncIterable<Row> | Iterable<Row>;
}

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell per RFC 4180: quoted when it holds a comma, quote, CR or LF (quotes doubled). Text that
 * a spreadsheet would run as a formula (starting with = + - @ tab or CR) gets a leading
 * apostrophe (OWASP CSV injection). Numbers are written as they are: -0.5 is a value, not a formula.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let text = typeof value === 'boolean' ? (value ? 'true' : 'false') : value;
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: readonly CsvValue[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** CP932 (Windows-31J) bytes: the Shift_JIS superset that keeps ①, ㈱ and 髙. */
export const toCp932 = (text: string): Buffer => iconv.encode(text, 'cp932');

/**
 * Writes a CSV in CP932 with CRLF line ends. Rows are encoded in chunks of `chunkRows` and written
 * with backpressure, so memory stays constant whatever the row count.
 */
export async function writeCsv<Row>(out: Writable, spec: CsvSpec<Row>, chunkRows = 200): Promise<number> {
  const write = async (text: string) => {
    if (!out.write(toCp932(text))) await once(out, 'drain');
  };
  await write(csvLine(spec.columns.map((c) => c.header)));
  let buffer = '';
  let pending = 0;
  let count = 0;
  for await (const row of spec.rows as AsyncIterable<Row>) {
    buffer += csvLine(spec.columns.map((c) => c.value(row)));
    count += 1;
    if (++pending >= chunkRows) {
      await write(buffer);
      buffer = '';
      pending = 0;
    }
  }
  if (buffer) await write(buffer);
  return count;
}


/**
 * Streams a CSV download named "<baseName>_<yyyymmdd>.csv" (RFC 5987 filename*, ASCII fallback).
 * Errors before the first byte reach the error handler as usual; after it the response is cut.
 */
export async function sendCsv<Row>(
  res: Response,
  spec: CsvSpec<Row> & { baseName: string; asciiBaseName: string },
): Promise<void> {
  const stamp = fileStamp();
  res.setHeader('Content-Type', 'text/csv; charset=Shift_JIS');
  res.setHeader('Content-Disposition', contentDisposition(`${spec.baseName}_${stamp}.csv`, `${spec.asciiBaseName}_${stamp}.csv`));
  const rows = spec.rows as AsyncIterable<Row>;
  // Pull the first row before sending headers, so a failing query still answers with a JSON error.
  const iterator = rows[Symbol.asyncIterator] ? rows[Symbol.asyncIterator]() : toAsync(spec.rows as Iterable<Row>);
  const first = await iterator.next();
  const replay: AsyncIterable<Row> = {
    async *[Symbol.asyncIterator]() {
      if (first.done) return;
      yield first.value;
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        yield next.value;
      }
    },
  };
  try {
    await writeCsv(res, { columns: spec.columns, rows: replay });
    res.end();
  } catch (error) {
    res.destroy(error as Error);
  }
}

async function* toAsync<Row>(rows: Iterable<Row>): AsyncGenerator<Row> {
  yield* rows;
}
