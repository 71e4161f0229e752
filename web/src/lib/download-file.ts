import { beginRequest, endRequest } from './request-activity';
import { reportUnauthenticated } from './session-events';

/** The file name of a Content-Disposition header (RFC 6266: filename* in UTF-8 wins over filename). */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // Malformed percent-encoding: try the plain filename below.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header);
  return plain?.[1]?.trim() || fallback;
}

/** Hands a blob to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Let the click start the download before the URL is revoked.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** `/api/...` with the filters as a query string; empty values are left out. */
export function withQuery(
  path: string,
  filters: Record<string, string | number | boolean | null | undefined> = {},
): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The server turned a download away for now (503: its export slots are taken, or its database is
 * out of reach), in its own words.
 */
class DownloadBusy extends Error {}

async function messageOf(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  return typeof body?.message === 'string' ? body.message : '';
}

/**
 * Fetches a file from /api with the session cookie and saves it under the server's
 * Content-Disposition name (CSV bytes stay CP932 as sent). Throws on any failure (DownloadBusy for
 * a 503); downloadOrAlert shows the caller's message. Drives the progress bar.
 */
export async function downloadFromApi(url: string, fallbackName: string): Promise<void> {
  beginRequest();
  try {
    const response = await fetch(url, {
      credentials: 'same-origin',
      headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
    });
    if (response.status === 401) reportUnauthenticated();
    if (response.status === 503) throw new DownloadBusy(await messageOf(response));
    if (!response.ok) throw new Error(`Request failed with status code ${response.status}`);
    saveBlob(await response.blob(), fileNameFromDisposition(response.headers.get('content-disposition'), fallbackName));
  } finally {
    endRequest();
  }
}

/**
 * downloadFromApi, alerting on failure: the server's own words when it was only busy (a later try
 * will work), else the caller's `failure` message (SPEC §8: CSVの出力に失敗しました). True when saved.
 */
export async function downloadOrAlert(url: string, fallbackName: string, failure: string): Promise<boolean> {
  try {
    await downloadFromApi(url, fallbackName);
    return true;
  } catch (error) {
    window.alert(error instanceof DownloadBusy && error.message ? error.message : failure);
    return false;
  }
}
