import { downloadOrAlert } from '@/lib/download-file';

/** SPEC §8: the one message for any CSV download failure. */
export const CSV_FAILURE_MESSAGE = 'CSVの出力に失敗しました';

/**
 * Downloads a CSV from /api and saves it under the server's Content-Disposition name. The body
 * already is Shift_JIS (CP932) bytes and is saved as it is. A failure shows the alert of SPEC §8;
 * a refusal because the server's downloads are busy shows the server's message (retry later).
 */
export function downloadCsv(url: string, fallbackName = 'download.csv'): Promise<boolean> {
  return downloadOrAlert(url, fallbackName, CSV_FAILURE_MESSAGE);
}

/** The message for a failed workbook (.xlsx) download, worded like the CSV's. */
export const XLSX_FAILURE_MESSAGE = 'Excelの出力に失敗しました';

/** Downloads a list workbook (.xlsx) from /api under the server's name; alerts like downloadCsv. */
export function downloadXlsx(url: string, fallbackName = 'download.xlsx'): Promise<boolean> {
  return downloadOrAlert(url, fallbackName, XLSX_FAILURE_MESSAGE);
}
