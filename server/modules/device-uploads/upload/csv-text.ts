import { isUtf8 } from 'node:buffer';
import iconv from 'iconv-lite';
import { parse } from 'csv-parse/sync';
import { ValidationFailed } from '../../../core/errors.js';

export type CsvEncoding = 'utf-8' | 'utf-8-bom' | 'cp932';

const csvError = (message: string) => ValidationFailed({ zip: [message] });

/**
 * The CSV as parseCsv reads it: UTF-8 with a BOM; else valid UTF-8; else CP932 (Shift_JIS as
 * Windows writes it, so ①, ㈱, 髙 survive) in any of its byte forms. UTF-8 stays the bytes it is,
 * checked but not copied into a string (the parser reads bytes: a string would be encoded back).
 * Bytes valid in neither are reported with their line, never replaced silently.
 */
export function csvContent(bytes: Buffer): { content: Buffer | string; encoding: CsvEncoding } {
  if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    const body = bytes.subarray(3);
    if (!isUtf8(body)) {
      throw csvError(`CSVファイルにUTF-8として読めない文字があります（${badUtf8Line(body)}行目）`);
    }
    return { content: body, encoding: 'utf-8-bom' };
  }
  if (isUtf8(bytes)) return { content: bytes, encoding: 'utf-8' };
  // Every valid CP932 byte form is accepted: Excel writes 髙 as FB FC, Python's cp932 codec as
  // EE E0 (the NEC-selected duplicate); both decode to U+9AD9. iconv-lite marks bytes that are no
  // character with U+FFFD, except 0x80, which it passes through as U+0080 (undefined in CP932).
  const text = iconv.decode(bytes, 'cp932');
  const bad = /[\uFFFD\u0080]/.exec(text);
  if (bad) {
    const line = text.slice(0, bad.index).split('\n').length;
    throw csvError(
      `CSVファイルの文字コードを判別できません（${line}行目に読めない文字があります）。UTF-8またはShift_JIS（CP932）で保存してください`,
    );
  }
  return { content: text, encoding: 'cp932' };
}

function badUtf8Line(bytes: Buffer): number {
  let line = 1;
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let start = 0;
  for (let i = 0; i <= bytes.length; i++) {
    if (i === bytes.length || bytes[i] === 0x0a) {
      try {
        decoder.decode(bytes.subarray(start, i));
      } catch {
        return line;
      }
      line++;
      start = i + 1;
    }
  }
  return line;
}

/**
 * No row of a device CSV comes near this (its few dozen cells hold at most 255 characters each).
 * A longer line or record is refused before it is split into cells: one line of commas would
 * otherwise become an array of millions of cells.
 */
export const MAX_CSV_RECORD_CHARS = 64 * 1024;

/** The refusal of a CSV with more data rows than an upload takes; `counted` says how many ("5,001行以上"). */
export const tooManyRows = (maxRows: number, counted: string, table = 'CSVファイル') =>
  `${table}の行数が上限（${maxRows.toLocaleString('en-US')}行）を超えています（${counted}）`;

const longLine = (line: number) =>
  `CSVファイルの${line}行目が長すぎます（1行は${MAX_CSV_RECORD_CHARS.toLocaleString('en-US')}文字まで）`;

/** The first physical line longer than MAX_CSV_RECORD_CHARS (bytes, for UTF-8), counted from 1; null when there is none. */
function firstLongLine(content: Buffer | string): number | null {
  let line = 1;
  for (let start = 0; start <= content.length; line++) {
    const end = typeof content === 'string' ? content.indexOf('\n', start) : content.indexOf(0x0a, start);
    const stop = end < 0 ? content.length : end;
    if (stop - start > MAX_CSV_RECORD_CHARS) return line;
    if (end < 0) return null;
    start = end + 1;
  }
  return null;
}

/**
 * Drops the columns at the right end whose header cell is blank and that hold nothing in any row:
 * Excel writes its whole used range, so a sheet once formatted further right ends every line in
 * commas. A blank-named column holding a value stays (and is refused as an unknown column).
 */
export function withoutBlankTrailingColumns(records: string[][]): string[][] {
  const header = records[0];
  if (!header) return records;
  const blank = (column: number) => records.every((record) => (record[column] ?? '').trim() === '');
  let width = header.length;
  while (width > 0 && blank(width - 1)) width -= 1;
  if (width === header.length) return records;
  return records.map((record) => (record.length > width ? record.slice(0, width) : record));
}

/** Thrown from the parser's record hook to stop reading once the rows are over the cap. */
class RowCapReached extends Error {}

/**
 * RFC 4180 parse into rows of cells; a malformed file is one clear message with its line. Blank
 * lines and Excel's comma-only rows (",,,," left below the data) are not rows, nor are its blank
 * columns at the right end part of any (withoutBlankTrailingColumns). Parsing stops at
 * the first row past the header and `maxDataRows` data rows, so memory follows the cap, not the file.
 */
export function parseCsv(content: Buffer | string, maxDataRows = Number.POSITIVE_INFINITY): string[][] {
  const tooLong = firstLongLine(content);
  if (tooLong !== null) throw csvError(longLine(tooLong));
  let kept = 0;
  try {
    const records = parse(content, {
      relax_column_count: true,
      skip_empty_lines: true,
      bom: true,
      max_record_size: MAX_CSV_RECORD_CHARS,
      on_record: (record: string[]) => {
        if (!record.some((cell) => cell.trim() !== '')) return null;
        kept += 1;
        if (kept > maxDataRows + 1) throw new RowCapReached();
        return record;
      },
    }) as string[][];
    return withoutBlankTrailingColumns(records);
  } catch (error) {
    if (error instanceof RowCapReached) {
      throw csvError(tooManyRows(maxDataRows, `${(maxDataRows + 1).toLocaleString('en-US')}行以上`));
    }
    const { code, lines } = error as { code?: string; lines?: number };
    if (code === 'CSV_MAX_RECORD_SIZE' && lines) throw csvError(longLine(lines));
    throw csvError(`CSVファイルの形式が正しくありません${lines ? `（${lines}行目付近）` : ''}`);
  }
}
