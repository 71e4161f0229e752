import type { CategoryDefinition } from '../../device-registry/categories.js';
import { DEVICE_ID_COLUMN, deviceCsvColumns, type DeviceExportColumn } from '../../device-registry/device-csv.js';
import type { DeviceCsvRow } from '../../device-registry/device-rows-sql.js';
import { publicCanceledAt, publicStatusLabel } from '../../device-registry/visibility.js';

/**
 * The public CSV: the columns of the upload CSV (so a row can be read back the same way) without
 * the certificate file name, plus 状態 and 取消日 as the public sees them (a pending cancel request
 * is 公開中 with no 取消日).
 */
export function publicCsvColumns(definition: CategoryDefinition): DeviceExportColumn<DeviceCsvRow>[] {
  return [
    DEVICE_ID_COLUMN,
    ...deviceCsvColumns(definition, { certificateFileName: false }),
    { header: '状態', value: publicStatusLabel, type: 'text' },
    { header: '取消日', value: publicCanceledAt, type: 'date' },
  ];
}
