import {
  type CategoryDefinition,
  DEVICE_ID_COLUMN,
  deviceCsvColumns,
  type DeviceExportColumn,
  type DeviceCsvRow,
  publicCanceledAt,
  publicStatusLabel,
} from '../../device-registry/index.js';

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
