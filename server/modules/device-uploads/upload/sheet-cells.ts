import { csvColumns, type CategoryDefinition, type CsvColumn } from '../../device-registry/index.js';
import type { CheckedSheet } from './checked-upload.js';
import type { ValidatedRow } from './rows.js';
import { columnLetter } from './workbook-sheet.js';

/** Columns whose cells are dates: a date value anywhere else is a value Excel turned into a date (1-2 → 1月2日). */
const isDateColumn = (column: CsvColumn) =>
  (column.kind === 'common' && (column.key === 'releaseDate' || column.key === 'publishDate')) ||
  (column.kind === 'performance' && column.field.type === 'date');

export const dateInTextColumn = (header: string) =>
  `${header}に日付の値が入っています（Excelが「1-2」などを日付に変えた可能性があります）。セルの書式を「文字列」にして入力し直してください`;

/** 「（セルB12）」 */
export const cellSuffix = (ref: string) => `（セル${ref}）`;

/**
 * For a workbook upload: refuses date values in columns that are not dates, and appends the cell
 * (「（セルB12）」) to every message about a row's column. Returns the lookup for later messages.
 */
export function annotateSheetCells(
  definition: CategoryDefinition,
  rows: ValidatedRow[],
  indexes: number[],
  sheet: CheckedSheet,
): (row: number, column: string) => string {
  const columns = csvColumns(definition);
  const sheetColumnOf = new Map(columns.map((c, i) => [c.header, indexes[i]!]));
  const cellOf = (row: number, header: string): string => {
    const sheetRow = sheet.rowNumbers[row - 1];
    const column = sheetColumnOf.get(header);
    if (sheetRow === undefined || column === undefined || column < 0) return '';
    return cellSuffix(`${columnLetter(column + 1)}${sheetRow}`);
  };
  const dateCells = new Map(sheet.dateCells);
  for (const [i, row] of rows.entries()) {
    for (const sheetColumn of dateCells.get(i) ?? []) {
      const column = columns[indexes.indexOf(sheetColumn)];
      if (!column || isDateColumn(column)) continue;
      const message = dateInTextColumn(column.header);
      const existing = row.errors.find((e) => e.column === column.header);
      if (existing) existing.messages.unshift(message);
      else row.errors.push({ column: column.header, messages: [message] });
    }
    for (const error of row.errors) {
      const suffix = cellOf(row.row, error.column);
      if (suffix) error.messages = error.messages.map((m) => m + suffix);
    }
  }
  return cellOf;
}
