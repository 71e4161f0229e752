import { DEVICE_STATUS_LABELS, DeviceStatus } from '../../../core/domain.js';
import type { CsvColumn } from '../../../core/csv/csv-writer.js';
import { COMMON_CSV_HEADERS, formatPerformanceCell, type CategoryDefinition } from '../categories.js';
import type { Device } from '../device.entity.js';

/**
 * The public CSV: the columns of the upload CSV (so a row can be read back the same way) without
 * the certificate file name, plus 状態 and 取消日 (they matter when canceled devices are included).
 */
export function publicCsvColumns(definition: CategoryDefinition): CsvColumn<Device>[] {
  return [
    { header: 'ID', value: (d) => d.id },
    { header: COMMON_CSV_HEADERS.brandName, value: (d) => d.brandName.name },
    { header: COMMON_CSV_HEADERS.releaseDate, value: (d) => d.releaseDate },
    { header: COMMON_CSV_HEADERS.publishDate, value: (d) => d.publishDate ?? '' },
    { header: COMMON_CSV_HEADERS.certificateNumber, value: (d) => d.certificateNumber },
    ...definition.identifyingFields.map((f): CsvColumn<Device> => ({ header: f.label, value: (d) => d[f.key] ?? '' })),
    ...definition.performanceFields.map((f): CsvColumn<Device> => ({
      header: f.csvHeader,
      value: (d) => {
        const v = d.performance?.[f.key];
        return typeof v === 'number' ? v : formatPerformanceCell(f, v);
      },
    })),
    { header: '状態', value: (d) => (d.status === DeviceStatus.canceled ? DEVICE_STATUS_LABELS.canceled : DEVICE_STATUS_LABELS.published) },
    { header: '取消日', value: (d) => d.canceledAt ?? '' },
  ];
}
