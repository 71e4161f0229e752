import type { UploadCheckResult } from './device-upload.service.js';

/** The check step's answer on /api (snake_case keys). */
export function uploadCheckJson(result: UploadCheckResult) {
  return {
    file_name: result.fileName,
    headers: result.headers,
    csv: result.csv,
    errors: result.errors,
    duplicates: result.duplicates.map((d) => ({
      row: d.row,
      certificate_number: d.certificateNumber,
      first_row: d.firstRow,
    })),
    exists: result.exists.map((e) => ({ row: e.row, certificate_number: e.certificateNumber })),
  };
}
