import type { Writable } from 'node:stream';
import { create as contentDisposition } from 'content-disposition';
import type { Response } from 'express';
import iconv from 'iconv-lite';
import { fileStamp } from '../../rules/tokyo-date.js';

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

/**
 * Characters that Unicode (and JIS-based tools, Macs, web forms) write under one code point while
 * CP932 holds the same glyph under another: 〜 − ‖ — ¢ £ ¬ ¦ (the JIS X 0208 / Windows mapping
 * differences), plus ¥ and ‾, which iconv-lite would turn into \ and ~. Each target was checked to
 * round-trip through iconv-lite's cp932.
 */
export const CP932_LOOKALIKES: Readonly<Record<string, string>> = {
  '\u301C': '\uFF5E', // WAVE DASH → FULLWIDTH TILDE
  '\u2212': '\uFF0D', // MINUS SIGN → FULLWIDTH HYPHEN-MINUS
  '\u2016': '\u2225', // DOUBLE VERTICAL LINE → PARALLEL TO
  '\u2014': '\u2015', // EM DASH → HORIZONTAL BAR
  '\u00A2': '\uFFE0', // CENT SIGN → FULLWIDTH CENT SIGN
  '\u00A3': '\uFFE1', // POUND SIGN → FULLWIDTH POUND SIGN
  '\u00AC': '\uFFE2', // NOT SIGN → FULLWIDTH NOT SIGN
  '\u00A6': '\uFFE4', // BROKEN BAR → FULLWIDTH BROKEN BAR
  '\u00A5': '\uFFE5', // YEN SIGN → FULLWIDTH YEN SIGN
  '\u203E': '\uFFE3', // OVERLINE → FULLWIDTH MACRON
};
const LOOKALIKE = new RegExp(`[${Object.keys(CP932_LOOKALIKES).join('')}]`, 'g');

/** The text with CP932's own code points for the lookalikes above (what the CSV will hold). */
export function cp932Lookalikes(text: string): string {
  return text.replace(LOOKALIKE, (c) => CP932_LOOKALIKES[c]!);
}

/** CP932 (Windows-31J) bytes: the Shift_JIS superset that keeps ①, ㈱ and 髙; lookalikes mapped first. */
export const toCp932 = (text: string): Buffer => iconv.encode(cp932Lookalikes(text), 'cp932');

/**
 * The distinct characters of `text` that a CP932 file cannot hold even after the lookalike
 * mapping (𠮷, emoji, …): iconv-lite would write them as "?". Empty when the text is representable.
 */
export function notInCp932(text: string): string[] {
  // eslint-disable-next-line no-control-regex
  if (/^[\u0000-\u007f]*$/.test(text)) return [];
  const bad = new Set<string>();
  for (const char of text) {
    if (char.charCodeAt(0) >= 0x80 && !inCp932(char)) bad.add(char);
  }
  return [...bad];
}

/**
 * Per-character answers, cached (a 5,000-row upload asks about the same few hundred characters).
 * Only characters of the Basic Multilingual Plane are asked and kept, at most 65,536 of them.
 */
const cp932Answers = new Map<string, boolean>();

function inCp932(char: string): boolean {
  // CP932 maps no character beyond the BMP (two UTF-16 units): no iconv round trip (3 µs) for each
  // of a file's millions of distinct ones.
  if (char.length > 1) return false;
  let answer = cp932Answers.get(char);
  if (answer === undefined) {
    const mapped = CP932_LOOKALIKES[char] ?? char;
    answer = iconv.decode(iconv.encode(mapped, 'cp932'), 'cp932') === mapped;
    cp932Answers.set(char, answer);
  }
  return answer;
}

/**
 * Waits for room in `out`; rejects when it closed instead (a client that went away never drains,
 * and the row source behind it, e.g. a cursor's transaction, must be let go). One listener of each
 * kind for all the waits of an answer (CSV and workbook downloads): on a compressed one the compression middleware hands 'drain'
 * listeners to its zlib stream, where `off` cannot reach them, and one per wait piled up there.
 */
export function roomIn(out: Writable): { wait: () => Promise<void>; release: () => void } {
  let wake: (() => void) | undefined;
  const onEvent = () => {
    wake?.();
    wake = undefined;
  };
  out.on('drain', onEvent);
  out.on('close', onEvent);
  return {
    async wait() {
      if (!out.destroyed) await new Promise<void>((resolve) => (wake = resolve));
      if (out.destroyed) throw new Error('the download was closed before its end');
    },
    release() {
      out.off('drain', onEvent);
      out.off('close', onEvent);
    },
  };
}

/**
 * Writes a CSV in CP932 with CRLF line ends. Rows are encoded in chunks of `chunkRows` and written
 * with backpressure, so memory stays constant whatever the row count.
 */
export async function writeCsv<Row>(out: Writable, spec: CsvSpec<Row>, chunkRows = 200): Promise<number> {
  const room = roomIn(out);
  const write = async (text: string) => {
    if (!out.write(toCp932(text))) await room.wait();
  };
  try {
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
  } finally {
    room.release();
  }
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
  res.setHeader(
    'Content-Disposition',
    contentDisposition(`${spec.baseName}_${stamp}.csv`, { fallback: `${spec.asciiBaseName}_${stamp}.csv` }),
  );
  const rows = spec.rows as AsyncIterable<Row>;
  // Pull the first row before sending headers, so a failing query still answers with a JSON error.
  const iterator = rows[Symbol.asyncIterator] ? rows[Symbol.asyncIterator]() : toAsync(spec.rows as Iterable<Row>);
  const first = await iterator.next();
  const replay: AsyncIterable<Row> = {
    async *[Symbol.asyncIterator]() {
      try {
        if (first.done) return;
        yield first.value;
        for (;;) {
          const next = await iterator.next();
          if (next.done) return;
          yield next.value;
        }
      } finally {
        // Stopped early (the client went away): let the source close its cursor or transaction.
        await iterator.return?.();
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
