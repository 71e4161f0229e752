/** What an upload request tells while it runs, and how it is stopped. */
export interface UploadRequestOptions {
  /** Bytes of the request body sent so far, of all of them (XHR upload progress). */
  onUploadProgress?: (sent: number, total: number) => void;
  /** Aborting it cancels the request; the server then stops and keeps nothing. */
  signal?: AbortSignal;
}

/** The user canceled the upload (the request was aborted). */
export class UploadCanceled extends Error {
  constructor() {
    super('アップロードをキャンセルしました');
    this.name = 'UploadCanceled';
  }
}

/**
 * POSTs a multipart body with XMLHttpRequest, the one browser API that reports upload progress
 * (fetch has none), and answers the status and body text. Rejects with UploadCanceled when the
 * signal aborts it, with a TypeError (as fetch does) when the network fails.
 */
export function postWithProgress(
  url: string,
  body: FormData,
  headers: Record<string, string>,
  { onUploadProgress, signal }: UploadRequestOptions = {},
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadCanceled());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onUploadProgress?.(event.loaded, event.total);
    };
    const cancel = () => xhr.abort();
    signal?.addEventListener('abort', cancel, { once: true });
    const settle = () => signal?.removeEventListener('abort', cancel);
    xhr.onload = () => {
      settle();
      resolve({ status: xhr.status, text: xhr.responseText });
    };
    xhr.onerror = () => {
      settle();
      reject(new TypeError('Network request failed'));
    };
    xhr.onabort = () => {
      settle();
      reject(new UploadCanceled());
    };
    xhr.send(body);
  });
}
