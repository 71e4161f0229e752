/** SPEC §8: the one message for any CSV download failure. */
export const CSV_FAILURE_MESSAGE = 'CSVの出力に失敗しました';

/** The file name of a Content-Disposition header: RFC 5987 filename* first, then filename. */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1] ?? fallback;
}

/**
 * Downloads a CSV from /api and saves it under the server's Content-Disposition name. The body
 * already is Shift_JIS (CP932) bytes: it is saved as they are, typed text/csv. Any failure
 * (network, non-2xx) shows the alert of SPEC §8.
 */
export async function downloadCsv(url: string, fallbackName = 'download.csv'): Promise<boolean> {
  try {
    const response = await fetch(url, { credentials: 'same-origin', headers: { 'Cache-Control': 'no-cache' } });
    if (!response.ok) throw new Error(`Request failed with status code ${response.status}`);
    const bytes = await response.arrayBuffer();
    const blob = new Blob([bytes], { type: 'text/csv;charset=Shift_JIS' });
    const href = URL.createObjectURL(blob);
    const anchor = document.createElement('a');
    anchor.href = href;
    anchor.download = fileNameFromDisposition(response.headers.get('content-disposition'), fallbackName);
    document.body.appendChild(anchor);
    anchor.click();
    anchor.remove();
    setTimeout(() => URL.revokeObjectURL(href), 0);
    return true;
  } catch {
    window.alert(CSV_FAILURE_MESSAGE);
    return false;
  }
}
