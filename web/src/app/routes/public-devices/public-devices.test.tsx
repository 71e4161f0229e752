import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import {
  PublicDeviceListDocument,
  PublicDeviceSheetDocument,
  PublicListBrandNamesDocument,
  type PublicDeviceListQuery,
} from '@/generated/graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/msw-server';
import { renderRoute, renderWithProviders } from '@/testing/render';
import { EquipmentListLinks } from '@/features/public-devices';
import { fileNameFromDisposition } from '@/lib/download-file';
import { filtersFromSearch, filtersToSearch } from '@/features/public-devices/lib/filters';

type PublicHeatPump = Extract<
  PublicDeviceListQuery['publicDevices']['items'][number],
  { __typename: 'PublicElectricHeatPump' }
>;

const device = (id: number, brand = 'エコキュート①'): PublicHeatPump => ({
  __typename: 'PublicElectricHeatPump',
  id,
  status: 'published',
  releaseDate: '2025-04-01',
  publishDate: '2025-05-01',
  certificateNumber: `HP-${id}`,
  canceledAt: null,
  brandName: { __typename: 'PublicBrandName', id: 1, name: brand },
  systemNumber: `SYS-${id}`,
});

const brandNamesHandler = graphql.query(PublicListBrandNamesDocument, () =>
  HttpResponse.json({
    data: {
      publicBrandNames: [
        { __typename: 'PublicBrandName', id: 1, name: 'エコキュート①' },
        { __typename: 'PublicBrandName', id: 2, name: '髙橋' },
      ],
    },
  }),
);

function listHandler(total = 30, seen: unknown[] = []) {
  return [
    brandNamesHandler,
    graphql.query(PublicDeviceListDocument, ({ variables }) => {
      seen.push(variables);
      const page = variables.page ?? 1;
      const count = Math.max(0, Math.min(25, total - (page - 1) * 25));
      return HttpResponse.json({
        data: {
          publicDevices: {
            __typename: 'PublicDevicePage',
            total,
            page,
            pageSize: 25,
            lastUpdate: '2025-06-30',
            items: Array.from({ length: count }, (_, i) => device((page - 1) * 25 + i + 1)),
          },
        },
      });
    }),
  ];
}

afterEach(() => vi.restoreAllMocks());

/** The detail query for a device that is missing or not public. */
const missingDeviceHandler = graphql.query(PublicDeviceSheetDocument, () =>
  HttpResponse.json({ data: null, errors: [{ message: '機器が見つかりません', extensions: { code: 'NOT_FOUND' } }] }),
);

describe('public device list', { timeout: 30_000 }, () => {
  it('shows rows, the last update and pages with the pager', async () => {
    const seen: Record<string, unknown>[] = [];
    server.use(...listHandler(30, seen));
    const { router } = renderRoute('/electric_heat_pumps');
    expect(await screen.findByRole('heading', { name: '電気ヒートポンプ給湯機一覧' })).toBeInTheDocument();
    expect(await screen.findByText('HP-1')).toBeInTheDocument();
    expect(screen.getByText('SYS-1')).toBeInTheDocument();
    expect(screen.getByTestId('last-update')).toHaveTextContent('最終更新日: 2025/06/30');
    await userEvent.click(screen.getAllByRole('link', { name: '2ページ' })[0]!);
    expect(await screen.findByText('SYS-26')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(seen.at(-1)).toMatchObject({ category: 'electric_heat_pumps', page: 2 });
  });

  it('filters with the form: number (trimmed, as typed), brand name, dates, include canceled; back to page 1', async () => {
    const seen: Record<string, unknown>[] = [];
    server.use(...listHandler(3, seen));
    const { router } = renderRoute('/electric_heat_pumps?page=2');
    const form = await screen.findByRole('search', { name: '絞り込み' });
    await waitFor(() => expect(within(form).getByRole('option', { name: '髙橋' })).toBeInTheDocument());
    await userEvent.selectOptions(within(form).getByRole('combobox'), '髙橋');
    await userEvent.type(within(form).getByLabelText('品番・証明書番号'), ' ｒｕｘ－ａ２０ ');
    await userEvent.type(within(form).getByLabelText('発売予定年月日（から）'), '2025-01-01');
    await userEvent.click(within(form).getByText('取消済みの機器を含む'));
    await userEvent.click(within(form).getByRole('button', { name: '検索' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        `?number=${encodeURIComponent('ｒｕｘ－ａ２０')}&brand_name=${encodeURIComponent('髙橋')}&release_date_from=2025-01-01&include_expired=true`,
      ),
    );
    await waitFor(() =>
      expect(seen.at(-1)).toMatchObject({
        page: 1,
        filter: { number: 'ｒｕｘ－ａ２０', brandName: '髙橋', releaseDateFrom: '2025-01-01', includeExpired: true },
      }),
    );
  });

  it('is a native GET form to the list, whose fields send the query the app writes', async () => {
    server.use(...listHandler(3));
    const { router } = renderRoute('/electric_heat_pumps?page=2');
    const form = (await screen.findByRole('search', { name: '絞り込み' })) as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/electric_heat_pumps');
    await waitFor(() => expect(within(form).getByRole('option', { name: '髙橋' })).toBeInTheDocument());
    await userEvent.selectOptions(within(form).getByRole('combobox'), '髙橋');
    await userEvent.type(within(form).getByLabelText('品番・証明書番号'), 'RUX-A20');
    await userEvent.type(within(form).getByLabelText('公開日（から）'), '2025-02-03');
    await userEvent.click(within(form).getByText('取消済みの機器を含む'));
    // What the browser sends before the scripts run: empty fields come along, read as no filter.
    const native = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
    expect([...native.keys()]).toEqual([
      'number',
      'brand_name',
      'release_date_from',
      'publish_date_from',
      'include_expired',
    ]);
    await userEvent.click(within(form).getByRole('button', { name: '検索' }));
    await waitFor(() => expect(router.state.location.search).toContain('number='));
    const app = new URLSearchParams(router.state.location.search);
    expect(filtersFromSearch(native)).toEqual(filtersFromSearch(app));
    expect(filtersToSearch(filtersFromSearch(native)).toString()).toBe(app.toString());
  });

  it('shows a bad date of the URL in the error list and keeps the brand choices and the columns', async () => {
    server.use(
      brandNamesHandler,
      graphql.query(PublicDeviceListDocument, () =>
        HttpResponse.json({
          data: null,
          errors: [
            {
              message: '入力内容に誤りがあります',
              extensions: {
                code: 'BAD_USER_INPUT',
                fieldErrors: { releaseDateFrom: ['発売予定年月日は日付(YYYY-MM-DD)で指定してください'] },
              },
            },
          ],
        }),
      ),
    );
    const { router } = renderRoute('/electric_heat_pumps?release_date_from=2026-13-45&publish_date_from=2025-01-01');
    expect(await screen.findByText('発売予定年月日は日付(YYYY-MM-DD)で指定してください')).toBeInTheDocument();
    const form = screen.getByRole('search', { name: '絞り込み' });
    await waitFor(() => expect(within(form).getByRole('option', { name: '髙橋' })).toBeInTheDocument());
    expect(screen.getByRole('columnheader', { name: 'システム品番' })).toBeInTheDocument();
    // The bad date is not kept in the form: searching again drops it and keeps the good one.
    await userEvent.click(within(form).getByRole('button', { name: '検索' }));
    await waitFor(() => expect(router.state.location.search).toBe('?publish_date_from=2025-01-01'));
  });

  it('links each row to its detail with the list filters, and keeps the table readable on narrow screens', async () => {
    server.use(...listHandler(30));
    renderRoute('/electric_heat_pumps?brand_name=%E9%AB%99%E6%A9%8B&include_expired=true&page=2');
    expect(await screen.findByText('HP-26')).toBeInTheDocument();
    // The brand, in the column that stays in view on a phone, links to the detail.
    const link = within(screen.getByRole('row', { name: /HP-26/ })).getByRole('link', { name: /（HP-26）の詳細$/ });
    expect(link).toHaveAttribute(
      'href',
      `/electric_heat_pumps/26?brand_name=${encodeURIComponent('髙橋')}&include_expired=true&page=2`,
    );
    expect(screen.getByRole('table', { name: '電気ヒートポンプ給湯機一覧' })).toHaveStyle({
      minWidth: 'var(--chakra-sizes-3xl)',
    });
    expect(screen.getAllByRole('cell', { name: /^エコキュート①（/ })[0]).toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it('says a page past the last does not exist and links to the last one', async () => {
    server.use(...listHandler(30));
    const { router } = renderRoute('/electric_heat_pumps?page=50');
    expect(await screen.findByText(/50ページ目はありません（全2ページ）/)).toBeInTheDocument();
    expect(screen.queryByText('該当する機器はありません')).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: '最後のページへ' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await screen.findByText('HP-26')).toBeInTheDocument();
  });

  it('alerts CSVの出力に失敗しました when the CSV download fails', async () => {
    server.use(
      ...listHandler(1),
      http.get('/api/electric_heat_pumps/download/csv', () => HttpResponse.json({ message: 'x' }, { status: 500 })),
    );
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderRoute('/electric_heat_pumps');
    await userEvent.click(await screen.findByRole('link', { name: 'CSV出力' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('CSVの出力に失敗しました'));
  });

  it('offers the list as Excel beside the CSV: saved under its name, Excelの出力に失敗しました on failure', async () => {
    const name = '電気ヒートポンプ給湯機一覧_20250101.xlsx';
    let fail = true;
    server.use(
      ...listHandler(1),
      http.get('/api/electric_heat_pumps/download/xlsx', () =>
        fail
          ? HttpResponse.json({ message: 'x' }, { status: 500 })
          : new HttpResponse(new Uint8Array([0x50, 0x4b]), {
              headers: {
                'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
                'content-disposition': `attachment; filename="x.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`,
              },
            }),
      ),
    );
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    URL.createObjectURL = vi.fn(() => 'blob:xlsx');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderRoute('/electric_heat_pumps');
    await userEvent.click(await screen.findByRole('link', { name: 'Excel出力' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Excelの出力に失敗しました'));
    fail = false;
    await userEvent.click(screen.getByRole('link', { name: 'Excel出力' }));
    await waitFor(() => expect(saved).toEqual([name]));
  });

  it("alerts the server's own message when its downloads are busy (503), so the visitor knows to retry", async () => {
    const busy = 'ただいまダウンロードが混み合っています。しばらく待ってから再度お試しください';
    server.use(
      ...listHandler(1),
      http.get('/api/electric_heat_pumps/download/csv', () =>
        HttpResponse.json({ message: busy }, { status: 503, headers: { 'Retry-After': '10' } }),
      ),
    );
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderRoute('/electric_heat_pumps');
    await userEvent.click(await screen.findByRole('link', { name: 'CSV出力' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(busy));
  });

  it('saves the CSV under the Content-Disposition name', async () => {
    const name = '電気ヒートポンプ給湯機一覧_20250101.csv';
    server.use(
      ...listHandler(1),
      http.get(
        '/api/electric_heat_pumps/download/csv',
        () =>
          new HttpResponse(new Uint8Array([0x82, 0xa0]), {
            headers: {
              'content-type': 'text/csv',
              'content-disposition': `attachment; filename="x.csv"; filename*=UTF-8''${encodeURIComponent(name)}`,
            },
          }),
      ),
    );
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe(name);
    });
    renderRoute('/electric_heat_pumps');
    await userEvent.click(await screen.findByRole('link', { name: 'CSV出力' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(fileNameFromDisposition('attachment; filename="a.csv"', 'f')).toBe('a.csv');
  });
});

describe('public device detail', { timeout: 30_000 }, () => {
  it('shows every field with units, the certificate link and the public history', async () => {
    server.use(
      graphql.query(PublicDeviceSheetDocument, () =>
        HttpResponse.json({
          data: {
            publicCategory: { __typename: 'PublicCategory', label: '電気ヒートポンプ給湯機' },
            publicDeviceSheet: {
              __typename: 'PublicDeviceSheet',
              certificateFileUrl: '/api/electric_heat_pump_certificates/7/file',
              device: {
                ...device(5),
                organizationName: '髙橋電機㈱',
                certificate: { __typename: 'Certificate', id: 7, fileName: 'HP-5.pdf', size: 10 },
              },
              fields: [
                {
                  __typename: 'PublicDeviceField',
                  key: 'systemNumber',
                  label: 'システム品番',
                  unit: null,
                  value: 'SYS-5',
                  group: 'identifying',
                },
                {
                  __typename: 'PublicDeviceField',
                  key: 'tankCapacity',
                  label: '貯湯タンク容量',
                  unit: 'L',
                  value: '370',
                  group: 'performance',
                },
              ],
              history: [
                {
                  __typename: 'PublicDeviceStatusChange',
                  id: 1,
                  toStatus: 'published',
                  reasons: [],
                  canceledAt: null,
                  createdAt: '2025-05-01T00:00:00Z',
                },
              ],
            },
          },
        }),
      ),
    );
    renderRoute('/electric_heat_pumps/5');
    expect(await screen.findByText('髙橋電機㈱')).toBeInTheDocument();
    // The heading, and so the tab title, names the device: no two detail pages share a title.
    // (Browsers, like the test's accessible-name library, read the number's inline block after a space.)
    expect(
      screen.getByRole('heading', { level: 1, name: /^電気ヒートポンプ給湯機 詳細 ?（HP-5）$/ }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe('電気ヒートポンプ給湯機 詳細（HP-5） | 省エネ設備 登録情報ポータル'),
    );
    // The unit is a span of its own (it never breaks inside): the row header is read whole.
    const capacity = screen.getByRole('rowheader', { name: '貯湯タンク容量（L）' });
    expect(capacity.closest('tr')).toHaveTextContent('370');
    expect(screen.getByRole('link', { name: 'HP-5.pdfをダウンロード' })).toHaveAttribute(
      'href',
      '/api/electric_heat_pump_certificates/7/file',
    );
    expect(within(screen.getByRole('table', { name: '履歴' })).getByText('公開承認')).toBeInTheDocument();
    // For search engines: the same values as structured data, at the device's own address.
    const jsonLd = document.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(jsonLd?.textContent ?? '{}')).toMatchObject({
      '@type': 'Product',
      brand: { '@type': 'Brand', name: 'エコキュート①' },
      model: 'SYS-5',
      identifier: 'HP-5',
      additionalProperty: [{ '@type': 'PropertyValue', name: '貯湯タンク容量', value: 370, unitText: 'L' }],
      url: '/electric_heat_pumps/5',
    });
  });

  it('returns to the list with the filters it came from (一覧へ戻る and the breadcrumb)', async () => {
    server.use(missingDeviceHandler);
    const query = `?brand_name=${encodeURIComponent('髙橋')}&release_date_from=2025-01-01&include_expired=true&page=2`;
    renderRoute(`/electric_heat_pumps/5${query}`);
    expect(await screen.findByRole('link', { name: '電気ヒートポンプ給湯機一覧へ戻る' })).toHaveAttribute(
      'href',
      `/electric_heat_pumps${query}`,
    );
    const breadcrumb = screen.getByRole('navigation', { name: /パンくず|breadcrumb/i });
    expect(within(breadcrumb).getByRole('link', { name: '電気ヒートポンプ給湯機' })).toHaveAttribute(
      'href',
      `/electric_heat_pumps${query}`,
    );
  });

  it('becomes empty with a clear message when the device is missing or not public', async () => {
    server.use(missingDeviceHandler);
    renderRoute('/electric_heat_pumps/999?page=2');
    // The first status is the page's loading notice, until the screen's code has loaded.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('この機器は見つかりません'));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // A device canceled since it was bookmarked is shown when canceled ones are asked for.
    expect(screen.getByRole('link', { name: '取消済みを含めて表示' })).toHaveAttribute(
      'href',
      '/electric_heat_pumps/999?include_expired=true&page=2',
    );
  });
});

describe('EquipmentListLinks', () => {
  it('links to the five public lists', async () => {
    renderWithProviders(<EquipmentListLinks />);
    expect(await screen.findByRole('link', { name: 'コージェネレーション設備' })).toHaveAttribute(
      'href',
      '/cogenerations',
    );
    expect(screen.getAllByRole('link')).toHaveLength(5);
  });
});
