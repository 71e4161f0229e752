import iconv from 'iconv-lite';
import { DEVICE_STATUS_LABELS } from '../../core/domain.js';
import { csvColumns, formatPerformanceCell, type CategoryDefinition } from './categories.js';
import type { Device } from './device.entity.js';
import { sampleValue } from './sample-values.js';

/** RFC 4180 cell with the formula-injection guard (a leading =, +, -, @, tab or CR gets a '). */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line in CP932 with CRLF (Excel on Japanese Windows opens it as is). */
export function csvLine(cells: unknown[]): Buffer {
  return iconv.encode(`${cells.map(csvCell).join(',')}\r\n`, 'cp932');
}

/** Header of the organization CSV: the upload columns plus ID, status and dates. */
export function organizationCsvHeader(definition: CategoryDefinition): string[] {
  return ['ID', '状態', ...csvColumns(definition).map((c) => c.header), '取消日', '登録日時', '更新日時'];
}

export function organizationCsvRow(definition: CategoryDefinition, device: Device): unknown[] {
  const cells = csvColumns(definition).map((column) => {
    if (column.kind === 'performance') return formatPerformanceCell(column.field, device.performance?.[column.key]);
    if (column.kind === 'identifying') return device[column.key] ?? '';
    switch (column.key) {
      case 'brandName': return device.brandName.name;
      case 'releaseDate': return device.releaseDate;
      case 'publishDate': return device.publishDate ?? '';
      case 'certificateNumber': return device.certificateNumber;
      default: return device.certificate?.fileName ?? '';
    }
  });
  return [device.id, DEVICE_STATUS_LABELS[device.status], ...cells, device.canceledAt ?? '', device.createdAt, device.updatedAt];
}

/** The upload CSV template: header plus `samples` example rows (CP932, CRLF). */
export function templateCsv(definition: CategoryDefinition, brandName: string, samples = 1): { csv: Buffer; pdfNames: string[]; numbers: string[] } {
  const columns = csvColumns(definition);
  const lines = [csvLine(columns.map((c) => c.header))];
  const pdfNames: string[] = [];
  const numbers: string[] = [];
  for (let i = 0; i < samples; i++) {
    const number = `SAMPLE-${definition.apiResource.slice(0, 3).toUpperCase()}-${String(i + 1).padStart(4, '0')}`;
    const pdfName = `certificates/${number}.pdf`;
    pdfNames.push(pdfName);
    numbers.push(number);
    lines.push(csvLine(columns.map((column) => {
      if (column.kind === 'performance') return formatPerformanceCell(column.field, sampleValue(column.field, i));
      if (column.kind === 'identifying') return `${column.key.slice(0, 2).toUpperCase()}-${1000 + i}`;
      switch (column.key) {
        case 'brandName': return brandName;
        case 'releaseDate': return '2025-04-01';
        case 'publishDate': return '';
        case 'certificateNumber': return number;
        default: return pdfName;
      }
    })));
  }
  return { csv: Buffer.concat(lines), pdfNames, numbers };
}
