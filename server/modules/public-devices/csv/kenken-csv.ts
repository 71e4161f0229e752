import type { CsvColumn } from '../../../core/csv/csv-writer.js';
import {
  COMMON_CSV_HEADERS,
  formatPerformanceCell,
  type CategoryDefinition,
  type PerformanceField,
  type DeviceCsvRow,
} from '../../device-registry/index.js';

/** Row number of a field in its program table ("… 表A.1 33" → 33), when the section names one. */
const rowNumber = (field: PerformanceField): number | null => {
  const match = /\s(\d+)$/.exec(field.program.section);
  return match ? Number(match[1]) : null;
};

/**
 * The performance fields the national calculation program reads, in the order it reads them
 * (docs/kenken-csv.md): fields numbered in the program's input table in that numbering, the others
 * after them in the order of the category table. Fields the method does not read are left out.
 */
export function kenkenFields(definition: CategoryDefinition): PerformanceField[] {
  const read = definition.performanceFields.filter((f) => !f.program.variable.startsWith('('));
  return read
    .map((field, index) => ({ field, index, row: rowNumber(field) }))
    .sort((a, b) => (a.row ?? Number.MAX_SAFE_INTEGER) - (b.row ?? Number.MAX_SAFE_INTEGER) || a.index - b.index)
    .map((x) => x.field);
}

/** The columns both kenken CSVs start with: 証明書番号, ブランド名, the identifying numbers. */
const productColumns = (definition: CategoryDefinition): CsvColumn<DeviceCsvRow>[] => [
  { header: COMMON_CSV_HEADERS.certificateNumber, value: (d) => d.certificateNumber },
  { header: COMMON_CSV_HEADERS.brandName, value: (d) => d.brandName.name },
  ...definition.identifyingFields.map((f): CsvColumn<DeviceCsvRow> => ({
    header: f.label,
    value: (d) => d[f.key] ?? '',
  })),
];

/**
 * Device kenken CSV: 証明書番号, ブランド名, the identifying numbers, then one column per program
 * input, headed by the program's variable name (e.g. P_rtd_PU) so the file maps 1:1 onto it.
 */
export function kenkenCsvColumns(definition: CategoryDefinition): CsvColumn<DeviceCsvRow>[] {
  return [
    ...productColumns(definition),
    ...kenkenFields(definition).map((f): CsvColumn<DeviceCsvRow> => ({
      header: f.program.variable,
      value: (d) => {
        const v = d.performance?.[f.key];
        return typeof v === 'number' ? v : formatPerformanceCell(f, v);
      },
    })),
  ];
}

/**
 * Certificate kenken CSV: one row per public device with a certificate, so the program (or an
 * assessor) can tie a calculation input to its certificate and fetch the PDF.
 */
export function certificateKenkenCsvColumns(definition: CategoryDefinition): CsvColumn<DeviceCsvRow>[] {
  return [
    ...productColumns(definition),
    { header: COMMON_CSV_HEADERS.publishDate, value: (d) => d.publishDate ?? '' },
    { header: '証明書ID', value: (d) => d.certificate?.id ?? '' },
    { header: COMMON_CSV_HEADERS.certificateFileName, value: (d) => d.certificate?.fileName ?? '' },
    { header: 'SHA-256', value: (d) => d.certificate?.sha256 ?? '' },
    {
      header: '証明書URL',
      value: (d) => (d.certificate ? `/api/${definition.certificateResource}/${d.certificate.id}/file` : ''),
    },
  ];
}
