import { DEVICE_STATUS_LABELS, DeviceStatus } from '../../../core/domain.js';
import type { CsvColumn } from '../../../core/csv/csv-writer.js';
import type { CategoryDefinition } from '../categories.js';
import { deviceCsvColumns } from '../device-csv.js';
import type { Device } from '../device.entity.js';

/**
 * The public CSV: the columns of the upload CSV (so a row can be read back the same way) without
 * the certificate file name, plus 状態 and 取消日 (they matter when canceled devices are included).
 */
export function publicCsvColumns(definition: CategoryDefinition): CsvColumn<Device>[] {
  return [
    { header: 'ID', value: (d) => d.id },
    ...deviceCsvColumns(definition, { certificateFileName: false }),
    { header: '状態', value: (d) => (d.status === DeviceStatus.canceled ? DEVICE_STATUS_LABELS.canceled : DEVICE_STATUS_LABELS.published) },
    { header: '取消日', value: (d) => d.canceledAt ?? '' },
  ];
}
