import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import * as download from '@/lib/download-file';
import { server } from '@/testing/msw-server';
import { PDF_EXPORT_FAILED, PdfExportButton } from './pdf-export-button';

// These screens render the whole app shell; give them room on a busy machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => vi.restoreAllMocks());

describe('PdfExportButton', { timeout: 30_000 }, () => {
  it('downloads <api>/download/pdf with the filters and saves it under the server file name', async () => {
    let url = '';
    server.use(
      http.get('*/api/information/download/pdf', ({ request }) => {
        url = request.url;
        return new HttpResponse(new Uint8Array([37, 80, 68, 70]), {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition':
              'attachment; filename="list_20260101.pdf"; filename*=UTF-8\'\'%E3%81%8A%E7%9F%A5%E3%82%89%E3%81%9B_20260101.pdf',
          },
        });
      }),
    );
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    render(
      <AppProvider>
        <PdfExportButton apiPath="/api/information" filters={{ show_type: 'house', keyword: '' }} />
      </AppProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'PDF出力' }));
    await waitFor(() => expect(saved).toEqual(['お知らせ_20260101.pdf']));
    expect(new URL(url).search).toBe('?show_type=house');
  });

  it('alerts when the export fails', async () => {
    server.use(
      http.get('*/api/brand_names/download/pdf', () =>
        HttpResponse.json({ message: 'ログインしてください' }, { status: 401 }),
      ),
    );
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    render(
      <AppProvider>
        <PdfExportButton apiPath="/api/brand_names" />
      </AppProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'PDF出力' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(PDF_EXPORT_FAILED));
  });
});

describe('fileNameFromDisposition', { timeout: 30_000 }, () => {
  it('prefers filename*, falls back to filename, then to the default', () => {
    expect(
      download.fileNameFromDisposition('attachment; filename="a.pdf"; filename*=UTF-8\'\'%E4%B8%80.pdf', 'x.pdf'),
    ).toBe('一.pdf');
    expect(download.fileNameFromDisposition('attachment; filename="a.pdf"', 'x.pdf')).toBe('a.pdf');
    expect(download.fileNameFromDisposition(null, 'x.pdf')).toBe('x.pdf');
  });
});
