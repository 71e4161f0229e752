import { csvLine, toCp932, type CsvColumn as OutputColumn, type CsvValue } from '../../core/csv/csv-writer.js';
import { DEVICE_STATUS_LABELS } from '../../core/domain.js';
import { tokyoDateTime } from '../../rules/tokyo-date.js';
import {
  csvColumns,
  formatPerformanceCell,
  type CategoryDefinition,
  type CsvColumn as UploadColumn,
} from './categories.js';
import type { DeviceCsvRow } from './device-rows-sql.js';
import { sampleValue } from './sample-values.js';

/**
 * How a workbook export writes a column's cells (the CSV ignores it): text stays text (品番 1-2 is
 * not a date), numbers are numbers, dates and moments become Excel dates.
 */
export type ExportCellType = 'text' | 'number' | 'date' | 'dateTime';

/** An export column: the CSV's header and value, and the cell type of its workbook twin. */
export interface DeviceExportColumn<Row> extends OutputColumn<Row> {
  type: ExportCellType;
}

function cellTypeOf(column: UploadColumn): ExportCellType {
  if (column.kind === 'performance') {
    const { type } = column.field;
    return type === 'number' || type === 'integer' ? 'number' : type === 'date' ? 'date' : 'text';
  }
  return column.key === 'releaseDate' || column.key === 'publishDate' ? 'date' : 'text';
}

/** The cells of one upload column for a device (numbers stay numbers: -0.5 is a value, not a formula). */
function cellOf(column: UploadColumn): (device: DeviceCsvRow) => CsvValue {
  if (column.kind === 'performance') {
    return (d) => {
      const value = d.performance?.[column.key];
      return typeof value === 'number' ? value : formatPerformanceCell(column.field, value);
    };
  }
  if (column.kind === 'identifying') return (d) => d[column.key] ?? '';
  switch (column.key) {
    case 'brandName':
      return (d) => d.brandName.name;
    case 'releaseDate':
      return (d) => d.releaseDate;
    case 'publishDate':
      return (d) => d.publishDate ?? '';
    case 'certificateNumber':
      return (d) => d.certificateNumber;
    case 'certificateFileName':
      return (d) => d.certificate?.fileName ?? '';
  }
}

/**
 * A category's upload columns as export columns, so an exported row reads back like an uploaded
 * one. Every device CSV (organization, public) is built from these.
 */
export function deviceCsvColumns(
  definition: CategoryDefinition,
  options: { certificateFileName: boolean },
): DeviceExportColumn<DeviceCsvRow>[] {
  return csvColumns(definition)
    .filter((column) => options.certificateFileName || column.key !== 'certificateFileName')
    .map((column) => ({ header: column.header, value: cellOf(column), type: cellTypeOf(column) }));
}

/**
 * The device id column of the organization and public CSVs. Not headed "ID": Excel takes a file
 * starting with "ID" for SYLK and warns before opening it.
 */
export const DEVICE_ID_COLUMN: DeviceExportColumn<DeviceCsvRow> = {
  header: '機器ID',
  value: (d) => d.id,
  type: 'number',
};

/**
 * The organization CSV: the id (and, for administrators, whose device it is), status, the upload
 * columns, then the cancel date and timestamps in Japan time.
 */
export function organizationCsvColumns(
  definition: CategoryDefinition,
  options: { administrator: boolean },
): DeviceExportColumn<DeviceCsvRow>[] {
  return [
    DEVICE_ID_COLUMN,
    ...(options.administrator
      ? [
          { header: '事業者ID', value: (d: DeviceCsvRow) => d.organization.id, type: 'number' as const },
          { header: '事業者', value: (d: DeviceCsvRow) => d.organization.name, type: 'text' as const },
        ]
      : []),
    { header: '状態', value: (d) => DEVICE_STATUS_LABELS[d.status], type: 'text' },
    ...deviceCsvColumns(definition, { certificateFileName: true }),
    { header: '取消日', value: (d) => d.canceledAt ?? '', type: 'date' },
    { header: '登録日時', value: (d) => tokyoDateTime(d.createdAt), type: 'dateTime' },
    { header: '更新日時', value: (d) => tokyoDateTime(d.updatedAt), type: 'dateTime' },
  ];
}

/** A sample row's cell: text, or a number as the CSV writes it. */
export type TemplateCell = string | number;

/**
 * The example rows of the upload templates (CSV and workbook): valid values of every column, the
 * organization's brand, a certificate number and the PDF name it refers to.
 */
export function templateSampleRows(
  definition: CategoryDefinition,
  brandName: string,
  samples = 1,
): { rows: TemplateCell[][]; pdfNames: string[]; numbers: string[] } {
  const columns = csvColumns(definition);
  const rows: TemplateCell[][] = [];
  const pdfNames: string[] = [];
  const numbers: string[] = [];
  for (let i = 0; i < samples; i++) {
    const number = `SAMPLE-${definition.apiResource.slice(0, 3).toUpperCase()}-${String(i + 1).padStart(4, '0')}`;
    const pdfName = `certificates/${number}.pdf`;
    pdfNames.push(pdfName);
    numbers.push(number);
    rows.push(
      columns.map((column) => {
        if (column.kind === 'performance') {
          const value = sampleValue(column.field, i);
          return typeof value === 'number' ? value : formatPerformanceCell(column.field, value);
        }
        if (column.kind === 'identifying') return `${column.key.slice(0, 2).toUpperCase()}-${1000 + i}`;
        switch (column.key) {
          case 'brandName':
            return brandName;
          case 'releaseDate':
            return '2025-04-01';
          case 'publishDate':
            return '';
          case 'certificateNumber':
            return number;
          default:
            return pdfName;
        }
      }),
    );
  }
  return { rows, pdfNames, numbers };
}

/** The upload CSV template: header plus `samples` example rows (CP932, CRLF). */
export function templateCsv(
  definition: CategoryDefinition,
  brandName: string,
  samples = 1,
): { csv: Buffer; pdfNames: string[]; numbers: string[] } {
  const columns = csvColumns(definition);
  const { rows, pdfNames, numbers } = templateSampleRows(definition, brandName, samples);
  const lines = [toCp932(csvLine(columns.map((c) => c.header))), ...rows.map((row) => toCp932(csvLine(row)))];
  return { csv: Buffer.concat(lines), pdfNames, numbers };
}
