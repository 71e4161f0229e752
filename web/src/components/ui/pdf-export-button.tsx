import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { downloadOrAlert, withQuery } from '@/lib/download-file';

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
 * filtered, saved under the name the server gives. Failure alerts like the CSV download (§8).
 */
export function PdfExportButton({
  apiPath,
  filters = {},
  fallbackFileName = 'list.pdf',
  label = 'PDF出力',
}: PdfExportButtonProps) {
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      await downloadOrAlert(withQuery(`${apiPath}/download/pdf`, filters), fallbackFileName, PDF_EXPORT_FAILED);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      size="sm"
      variant="outline"
      colorPalette="gray"
      loading={busy}
      loadingText="出力中…"
      onClick={() => void download()}
    >
      {label}
    </Button>
  );
}
