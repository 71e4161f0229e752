import type { UploadProgressQuery } from '@/generated/graphql';

/** The server's check, as uploadProgress answers it. */
export type ServerUploadProgress = Omit<NonNullable<UploadProgressQuery['uploadProgress']>, '__typename'>;

/** One upload on its way: the id its progress is polled with, and the bytes sent of the body's. */
export interface UploadRunState {
  id: string;
  sent: number;
  total: number;
}

/** What the page shows: the bar's value (0–100), its text, and the run as a whole for the top bar. */
export interface UploadProgressView {
  percent: number;
  text: string;
  overall: number;
}

/** The share of the top bar's run given to sending the bytes; the server's check has the rest. */
const SENDING_SHARE = 70;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const count = (n: number) => n.toLocaleString('ja-JP');

/**
 * Sending: the bytes sent of the body's (「送信中 12.3 MB / 50.0 MB」). Then the server's check: PDFs
 * and rows checked of theirs, as one share (PDFs are read first, then rows), so the bar only grows.
 */
export function uploadProgressView(run: UploadRunState, server: ServerUploadProgress | null): UploadProgressView {
  if (run.total === 0 || run.sent < run.total) {
    const percent = run.total > 0 ? (run.sent / run.total) * 100 : 0;
    return {
      percent,
      text: `送信中 ${megabytes(run.sent)} / ${megabytes(run.total)}`,
      overall: (percent * SENDING_SHARE) / 100,
    };
  }
  let fraction = 0;
  let text = 'サーバーで確認中…';
  if (server?.phase === 'saving') {
    fraction = 1;
    text = '確認結果を保存中…';
  } else if (server && server.pdfsTotal + server.rowsTotal > 0) {
    const rowsDone = server.phase === 'rows' ? server.rowsDone : 0;
    fraction = (server.pdfsDone + rowsDone) / (server.pdfsTotal + server.rowsTotal);
    text = `確認中 PDF ${count(server.pdfsDone)} / ${count(server.pdfsTotal)}件・行 ${count(rowsDone)} / ${count(server.rowsTotal)}行`;
  }
  return {
    percent: fraction * 100,
    text,
    overall: SENDING_SHARE + fraction * (100 - SENDING_SHARE),
  };
}

/** An id for one upload: a UUID where the browser makes one (secure contexts), else 32 random hex digits. */
export function newUploadId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
