import { withQuery } from '@/lib/download-file';
import { DownloadLink } from './download-link';

export const PDF_EXPORT_FAILED = 'PDFの出力に失敗しました';

export interface PdfExportButtonProps {
  /** The list's API path, e.g. `/api/brand_names`; the button calls `<path>/download/pdf`. */
  apiPath: string;
  /** The list's current filters (not the page: the export holds every row). */
  filters?: Record<string, string | number | boolean | null | undefined>;
  /** Used when the response names no file. */
  fallbackFileName?: string;
  label?: string;
}

/**
 * SPEC §2 "Lists share ... a PDF export": downloads the server's PDF of the whole list as
 * filtered, saved under the name the server gives (a link: it works before scripts run). Failure alerts like the CSV download (§8).
 */
export function PdfExportButton({
  apiPath,
  filters = {},
  fallbackFileName = 'list.pdf',
  label = 'PDF出力',
}: PdfExportButtonProps) {
  return (
    <DownloadLink
      href={withQuery(`${apiPath}/download/pdf`, filters)}
      fallbackName={fallbackFileName}
      failure={PDF_EXPORT_FAILED}
      loadingText="出力中…"
      colorPalette="gray"
    >
      {label}
    </DownloadLink>
  );
}
