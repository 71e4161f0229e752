import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { UploadFormOptionsDocument, UploadProgressDocument } from '@/generated/graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render';
import { asOrganization } from './test-fixtures';
import { uploadProgressView } from './upload-progress-view';

/** An XMLHttpRequest the test drives: upload progress, the answer, and abort. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  url = '';
  body: FormData | null = null;
  aborted = false;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.sent = [];
});

const MB = 1024 * 1024;

describe('upload progress view', () => {
  it('sending: bytes of the body; then PDFs and rows checked, one share that only grows', () => {
    const run = { id: 'x', sent: 12.3 * MB, total: 50 * MB };
    expect(uploadProgressView(run, null)).toMatchObject({ text: '送信中 12.3 MB / 50.0 MB', percent: 24.6 });
    const sent = { ...run, sent: run.total };
    expect(uploadProgressView(sent, null).text).toBe('サーバーで確認中…');
    const pdfs = uploadProgressView(sent, { phase: 'pdfs', pdfsDone: 30, pdfsTotal: 40, rowsDone: 0, rowsTotal: 40 });
    expect(pdfs.text).toBe('確認中 PDF 30 / 40件・行 0 / 40行');
    const rows = uploadProgressView(sent, { phase: 'rows', pdfsDone: 40, pdfsTotal: 40, rowsDone: 20, rowsTotal: 40 });
    expect(rows.percent).toBe(75);
    expect(rows.overall).toBeGreaterThan(pdfs.overall);
    expect(uploadProgressView(run, null).overall).toBeLessThan(pdfs.overall);
  });
});

describe('upload page progress', { timeout: 20_000 }, () => {
  it('shows bytes sent, then the server check it polls by the upload id; キャンセル aborts the request', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    asOrganization();
    const polled: string[] = [];
    server.use(
      graphql.query(UploadFormOptionsDocument, () =>
        HttpResponse.json({
          data: {
            uploadSharedPasswords: [],
            uploadLimits: { __typename: 'UploadLimits', maxZipBytes: 100 * MB, maxRows: 5000 },
          },
        }),
      ),
      graphql.query(UploadProgressDocument, ({ variables }) => {
        polled.push(variables.id as string);
        return HttpResponse.json({
          data: {
            uploadProgress: {
              __typename: 'UploadProgress',
              phase: 'pdfs',
              pdfsDone: 3,
              pdfsTotal: 4,
              rowsDone: 0,
              rowsTotal: 4,
            },
          },
        });
      }),
    );
    renderRoute('/organization/electric_heat_pumps/upload');
    const zip = new File([new Uint8Array(4)], 'devices.zip', { type: 'application/zip' });
    await userEvent.upload(await screen.findByLabelText(/^ZIPファイル/), zip);
    await userEvent.click(screen.getByRole('button', { name: '確認' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const xhr = FakeXhr.sent[0]!;
    expect(xhr.url).toBe('/api/electric_heat_pumps/check');
    const id = xhr.body!.get('progress_id') as string;
    expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);

    xhr.progress(5 * MB, 10 * MB);
    const panel = within(await screen.findByTestId('upload-progress'));
    const bar = panel.getByRole('progressbar');
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAccessibleName('アップロードの進捗: 送信中 5.0 MB / 10.0 MB');
    expect(panel.getByText('送信中 5.0 MB / 10.0 MB')).toBeInTheDocument();

    xhr.progress(10 * MB, 10 * MB);
    expect(await panel.findByText('確認中 PDF 3 / 4件・行 0 / 4行')).toBeInTheDocument();
    expect(panel.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '37.5');
    expect(polled[0]).toBe(id);

    await userEvent.click(panel.getByRole('button', { name: 'キャンセル' }));
    expect(xhr.aborted).toBe(true);
    expect(await screen.findByText('アップロードをキャンセルしました')).toBeInTheDocument();
    expect(screen.queryByTestId('upload-progress')).toBeNull();
    expect(screen.queryByRole('list', { name: 'エラー一覧' })).toBeNull();
  });
});
