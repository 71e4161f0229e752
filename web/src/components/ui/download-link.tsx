import { Button } from '@chakra-ui/react';
import { useState, type MouseEvent } from 'react';
import { downloadOrAlert } from '@/lib/download-file';

export interface DownloadLinkProps {
  /** The server file, e.g. `/api/cogenerations/download/csv?brand_name=…`. */
  href: string;
  /** Used when the answer names no file. */
  fallbackName: string;
  /** The alert when the download fails (SPEC §8), e.g. CSVの出力に失敗しました. */
  failure: string;
  /** Shown while the file is being fetched. */
  loadingText?: string;
  colorPalette?: string;
  children: string;
}

/** A click the browser should handle itself (new tab or window, save as). */
const modified = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * A download that looks like a button and is a link: before scripts run (or without them) the
 * browser saves the server's file under its Content-Disposition name; once they run, the file is
 * fetched so a refusal shows the failure message (or the server's own words when it is busy)
 * instead of replacing the page with an error answer.
 */
export function DownloadLink({ href, fallbackName, failure, loadingText, colorPalette, children }: DownloadLinkProps) {
  const [busy, setBusy] = useState(false);
  const download = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (modified(event)) return;
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await downloadOrAlert(href, fallbackName, failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button asChild size="sm" variant="outline" colorPalette={colorPalette}>
      <a href={href} download aria-busy={busy || undefined} onClick={(event) => void download(event)}>
        {busy && loadingText ? loadingText : children}
      </a>
    </Button>
  );
}
