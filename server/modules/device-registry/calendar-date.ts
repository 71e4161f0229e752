/** Dates of the API's date fields and of upload cells: real calendar days only. */

/** yyyy-mm-dd for a real calendar date in 1900–2999, else null. */
export function calendarDate(y: number, m: number, d: number): string | null {
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d || y < 1900 || y > 2999)
    return null;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** yyyy-mm-dd or yyyy/m/d, a real calendar date (the API's date fields). */
export function parseDateCell(cell: string): string | null {
  const m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(cell);
  return m ? calendarDate(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}
