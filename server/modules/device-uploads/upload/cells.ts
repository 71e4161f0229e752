/**
 * Cell values as Excel on Japanese Windows writes them into a CSV: dates in the display format of
 * the cell (西暦, 年月日, 和暦, with a 0:00 time), numbers with thousands separators or typed in
 * full-width digits. Identifiers are never rewritten; only date and number cells are read here.
 */

import { calendarDate } from '../../device-registry/index.js';

/** The forms named in refusals, so the maker knows what to type. */
export const DATE_FORMS = '2026-04-01、2026/4/1、2026年4月1日、令和8年4月1日、R8.4.1';

// eslint-disable-next-line no-control-regex
const ASCII = /^[\u0000-\u007f]*$/;

/** Full-width digits, letters and the punctuation of dates/numbers → ASCII (IME input). */
function halfWidth(cell: string): string {
  return cell.replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));
}

/** The eras Excel's 和暦 formats write, with the first and last day of each. */
const ERAS = [
  { names: ['令和', 'R'], start: '2019-05-01', end: '9999-12-31', offset: 2018 },
  { names: ['平成', 'H'], start: '1989-01-08', end: '2019-04-30', offset: 1988 },
  { names: ['昭和', 'S'], start: '1926-12-25', end: '1989-01-07', offset: 1925 },
  { names: ['大正', 'T'], start: '1912-07-30', end: '1926-12-25', offset: 1911 },
] as const;

/** 令和8年4月1日, 令和元年5月1日, R8.4.1, R8/4/1, H31.4.30: only within the era's own days. */
function japaneseEraDate(cell: string): string | null {
  const m =
    /^(令和|平成|昭和|大正|[RHST])\s*(元|\d{1,2})\s*(?:年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日|[./-](\d{1,2})[./-](\d{1,2}))$/i.exec(
      cell,
    );
  if (!m) return null;
  const era = ERAS.find((e) => (e.names as readonly string[]).includes(m[1]!.toUpperCase()));
  const year = m[2] === '元' ? 1 : Number(m[2]);
  if (!era || year < 1) return null;
  const date = calendarDate(era.offset + year, Number(m[3] ?? m[5]), Number(m[4] ?? m[6]));
  return date && date >= era.start && date <= era.end ? date : null;
}

/**
 * "2026/4/1" for "2026/4/1 0:00" (a date-time cell at midnight). One white-space character is
 * matched before the time and the rest trimmed: `\s+` in an unanchored search would try every
 * start in a long run of spaces, quadratic in the cell's length.
 */
function withoutMidnight(text: string): string {
  const time = /\s0{1,2}:00(?::00)?$/.exec(text);
  return time ? text.slice(0, time.index).trimEnd() : text;
}

/**
 * A date cell in any form Excel shows: 2026-04-01, 2026/4/1, 2026年4月1日, 和暦 (令和8年4月1日,
 * R8.4.1), each optionally followed by a midnight time (2026/4/1 0:00, as a date-time cell is
 * written). Another time of day is refused: dropping it would change the value.
 */
export function parseUploadDate(cell: string): string | null {
  const text = withoutMidnight(halfWidth(cell));
  const western = /^(\d{4})(?:[-/.](\d{1,2})[-/.](\d{1,2})|\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日)$/.exec(text);
  if (western)
    return calendarDate(Number(western[1]), Number(western[2] ?? western[4]), Number(western[3] ?? western[5]));
  return japaneseEraDate(text);
}

/**
 * A number cell: half- or full-width digits, an optional minus, thousands separators in groups of
 * three ("1,234.5", "１，２３４"). Returns the canonical text ("-1234.5") or null.
 */
export function numberCellText(cell: string, integer: boolean): string | null {
  // ASCII holds no full-width character and no U+2212 (most cells: the rewriting is then a no-op).
  const text = ASCII.test(cell) ? cell : halfWidth(cell).replace(/^[\u2212]/, '-');
  const m = /^(-?)(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?$/.exec(text);
  if (!m || (integer && m[3])) return null;
  return `${m[1]}${m[2]!.replaceAll(',', '')}${m[3] ?? ''}`;
}
