import { notInCp932 } from '../../../core/csv/csv-writer.js';

/** Cells that can hold no line break, control character or character outside CP932. */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
/** Characters named in a refusal: the first ten, then how many more (a cell may hold thousands). */
const LISTED_CHARACTERS = 10;
const listedCharacters = (chars: string[]) =>
  chars.slice(0, LISTED_CHARACTERS).join(' ') +
  (chars.length > LISTED_CHARACTERS ? ` ほか${chars.length - LISTED_CHARACTERS}文字` : '');

/**
 * Why an upload cell's characters cannot be stored, or null. Every upload column is a single line
 * (a quoted "A\nB" would split rows in other tools), holds no control character and is written in
 * CP932 by the CSV downloads. Printable ASCII (most cells: numbers, dates, codes) passes at once.
 */
export function cellCharacterError(cell: string, header: string): string | null {
  if (PRINTABLE_ASCII.test(cell)) return null;
  if (/[\r\n]/.test(cell)) return `${header}に改行は使用できません`;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(cell)) return `${header}に使用できない文字が含まれています`;
  const unwritable = notInCp932(cell);
  if (unwritable.length === 0) return null;
  return `${header}にShift_JIS（CP932）で表せない文字が含まれています: ${listedCharacters(unwritable)}`;
}
