import iconv from 'iconv-lite';
import { parse } from 'csv-parse/sync';
import { ValidationFailed } from '../../../core/errors.js';

export type CsvEncoding = 'utf-8' | 'utf-8-bom' | 'cp932';

const csvError = (message: string) => ValidationFailed({ zip: [message] });

/**
 * Decodes the CSV bytes: UTF-8 with a BOM; else valid UTF-8; else CP932 (Shift_JIS as Windows
 * writes it, so ①, ㈱, 髙 survive) in any of its byte forms. Bytes valid in neither are reported
 * with their line, never replaced silently.
 */
export function decodeCsv(bytes: Buffer): { text: string; encoding: CsvEncoding } {
  if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    try {
      return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(3)), encoding: 'utf-8-bom' };
    } catch {
      throw csvError(`CSVファイルにUTF-8として読めない文字があります（${badUtf8Line(bytes.subarray(3))}行目）`);
    }
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    // not UTF-8: try CP932 below
  }
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
  return { text, encoding: 'cp932' };
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

/** RFC 4180 parse into rows of cells; a malformed file is one clear message with its line. */
export function parseCsv(text: string): string[][] {
  try {
    const records = parse(text, {
      relax_column_count: true,
      skip_empty_lines: true,
      bom: true,
    }) as string[][];
    // Blank lines and Excel's comma-only rows (",,,," left below the data) are not rows.
    return records.filter((r) => r.some((cell) => cell.trim() !== ''));
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw csvError(`CSVファイルの形式が正しくありません${line ? `（${line}行目付近）` : ''}`);
  }
}
