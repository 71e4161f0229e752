import { errorList } from '@/components/ui/error-list-store';
import { readCookie } from '@/lib/cookies';

function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return disposition?.match(/filename="?([^";]+)"?/i)?.[1] ?? fallback;
}

/** Downloads a server file (e.g. a list PDF) with the session cookie; failures go to the error list. */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  try {
    const response = await fetch(url, { credentials: 'same-origin', headers: { 'Cache-Control': 'no-cache', 'X-XSRF-TOKEN': readCookie('XSRF-TOKEN') ?? '' } });
    if (!response.ok) {
      const data: unknown = await response.json().catch(() => ({}));
      errorList.update({ response: { status: response.status, data } });
      return;
    }
    const blob = await response.blob();
    const href = URL.createObjectURL(blob);
    const anchor = document.createElement('a');
    anchor.href = href;
    anchor.download = fileNameOf(response.headers.get('content-disposition'), fallbackName);
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
    setTimeout(() => URL.revokeObjectURL(href), 1000);
  } catch (error) {
    errorList.update(error);
  }
}
