import { errorList } from '@/components/ui/error-list-store';

function fileNameOf(disposition: string | null): string {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '');
  if (star?.[1]) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition ?? '');
  return plain?.[1] ?? 'list.pdf';
}

/** Downloads the server's PDF of a list (same filters); a failure goes to the error list. */
export async function downloadPdf(url: string): Promise<void> {
  try {
    const response = await fetch(url, { credentials: 'same-origin', headers: { 'Cache-Control': 'no-cache' } });
    if (!response.ok) {
      const data: unknown = await response.json().catch(() => ({}));
      errorList.update({ response: { status: response.status, data } });
      return;
    }
    const blob = await response.blob();
    const href = URL.createObjectURL(blob);
    const anchor = document.createElement('a');
    anchor.href = href;
    anchor.download = fileNameOf(response.headers.get('content-disposition'));
    document.body.appendChild(anchor);
    anchor.click();
    anchor.remove();
    setTimeout(() => URL.revokeObjectURL(href), 1000);
  } catch (error) {
    errorList.update(error);
  }
}
