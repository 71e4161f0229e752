import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import {
  ApplyCancelDeviceDocument,
  ApproveDeviceDocument,
  DeviceListDocument,
  type DeviceListQueryVariables,
  UploadFormOptionsDocument,
} from '@/generated/graphql';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render';
import { requestActivity } from '@/lib/request-activity';
import {
  asAdministrator,
  asOrganization,
  device,
  serveDetail,
  serveList,
  statusChange,
  viewerCan,
} from './test-fixtures';
import { uploadSession } from './upload-store';
import type { UploadCheckResult } from './api';
import { rowNotes } from './components/upload-preview-table';

describe('device list', { timeout: 20_000 }, () => {
  it('lists devices with identifying columns, pager, and sends trimmed filters', async () => {
    asOrganization();
    const asked: DeviceListQueryVariables[] = [];
    serveList([device(1), device(2)], asked);
    renderRoute('/organization/electric_heat_pumps');
    const table = await screen.findByRole('table', { name: '電気ヒートポンプ給湯機一覧' });
    expect(within(table).getByText('システム品番')).toBeInTheDocument();
    expect(within(table).getAllByText('SYS-①')).toHaveLength(2);
    expect(screen.getAllByText('全2件').length).toBeGreaterThan(0);
    await userEvent.type(screen.getByLabelText('ブランド名'), '  エコ  ');
    await userEvent.click(screen.getByRole('button', { name: '検索' }));
    await waitFor(() => expect(asked.at(-1)?.filter).toMatchObject({ brandName: 'エコ', page: 1 }));
    expect(screen.getByRole('link', { name: 'アップロード' })).toHaveAttribute(
      'href',
      '/organization/electric_heat_pumps/upload',
    );
  });

  it('downloads the list as Excel beside the CSV, with the applied filters', async () => {
    asOrganization();
    serveList([device(1)]);
    const urls: string[] = [];
    server.use(
      http.get('/api/electric_heat_pumps/download/organization_xlsx', ({ request }) => {
        urls.push(request.url);
        return HttpResponse.json({ message: 'x' }, { status: 500 });
      }),
    );
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderRoute('/organization/electric_heat_pumps');
    await screen.findByRole('table', { name: '電気ヒートポンプ給湯機一覧' });
    await userEvent.type(screen.getByLabelText('ブランド名'), 'エコ');
    await userEvent.click(screen.getByRole('button', { name: '検索' }));
    expect(screen.getByRole('link', { name: 'CSV出力' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Excel出力' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Excelの出力に失敗しました'));
    expect(new URL(urls[0]!).searchParams.get('brand_name')).toBe('エコ');
  });

  it('a category the server refuses shows only the reason: no filters, no upload, no downloads', async () => {
    asOrganization();
    server.use(
      graphql.query(DeviceListDocument, () =>
        HttpResponse.json({
          errors: [{ message: 'この機器区分を管理する権限がありません', extensions: { code: 'FORBIDDEN' } }],
        }),
      ),
    );
    renderRoute('/organization/solar_systems');
    const list = within(await screen.findByRole('list', { name: 'エラー一覧' }));
    expect(list.getByText('この機器区分を管理する権限がありません')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ソーラーシステム一覧' })).toBeInTheDocument();
    expect(screen.queryByRole('search', { name: '検索条件' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'アップロード' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'CSV出力' })).not.toBeInTheDocument();
  });
});

/** The upload page's options: no shared passwords, and the given size limit. */
function uploadFormOptions(maxZipBytes = 50 * 1024 * 1024) {
  server.use(
    graphql.query(UploadFormOptionsDocument, () =>
      HttpResponse.json({
        data: { uploadSharedPasswords: [], uploadLimits: { __typename: 'UploadLimits', maxZipBytes, maxRows: 5000 } },
      }),
    ),
  );
}

const zipFile = (name: string, bytes = 4) => new File([new Uint8Array(bytes)], name, { type: 'application/zip' });

describe('upload', { timeout: 20_000 }, () => {
  it('requires a .zip file (ZIPファイルを選択してください)', async () => {
    asOrganization();
    uploadFormOptions();
    renderRoute('/organization/electric_heat_pumps/upload');
    await userEvent.click(await screen.findByRole('button', { name: '確認' }));
    expect(screen.getByRole('radiogroup', { name: 'ZIPパスワード' })).toBeInTheDocument();
    const list = within(await screen.findByRole('list', { name: 'エラー一覧' }));
    expect(list.getByText('ZIPファイルを選択してください')).toBeInTheDocument();
  });

  it('names the limits, and refuses a zip over the size limit when it is chosen, without sending it', async () => {
    asOrganization();
    uploadFormOptions(1024 * 1024);
    let checks = 0;
    server.use(
      http.post('*/api/electric_heat_pumps/check', () => {
        checks += 1;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    renderRoute('/organization/electric_heat_pumps/upload');
    expect(await screen.findByText(/^1MBまで、CSVは5,000行まで。/)).toBeInTheDocument();
    expect(screen.getByText('ファイルが選択されていません')).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText(/^ZIPファイル/), zipFile('big.zip', 1024 * 1024 + 1));
    expect(screen.getByText('big.zip（1MB）')).toBeInTheDocument();
    expect(await screen.findByText('ZIPファイルのサイズが上限（1MB）を超えています')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '確認' }));
    const list = within(await screen.findByRole('list', { name: 'エラー一覧' }));
    expect(list.getByText('ZIPファイルのサイズが上限（1MB）を超えています')).toBeInTheDocument();
    expect(checks).toBe(0);
  });

  it('a category the server refuses shows the reason instead of the form', async () => {
    asOrganization();
    const asked: unknown[] = [];
    server.use(
      graphql.query(UploadFormOptionsDocument, ({ variables }) => {
        asked.push(variables.category);
        return HttpResponse.json({
          errors: [{ message: 'この機器区分を管理する権限がありません', extensions: { code: 'FORBIDDEN' } }],
        });
      }),
    );
    renderRoute('/organization/solar_systems/upload');
    const list = within(await screen.findByRole('list', { name: 'エラー一覧' }));
    expect(list.getByText('この機器区分を管理する権限がありません')).toBeInTheDocument();
    expect(asked).toEqual(['solar_systems']);
    expect(screen.getByRole('heading', { name: 'ソーラーシステム アップロード' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'アップロードフォーム' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'CSVテンプレート' })).not.toBeInTheDocument();
  });

  it('offers the Excel template beside the CSV template', async () => {
    asOrganization();
    uploadFormOptions();
    renderRoute('/organization/electric_heat_pumps/upload');
    expect(await screen.findByRole('link', { name: 'CSVテンプレート' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Excelテンプレート' })).toBeInTheDocument();
  });

  it('takes a zip dropped on the field', async () => {
    asOrganization();
    uploadFormOptions();
    renderRoute('/organization/electric_heat_pumps/upload');
    const hint = await screen.findByText(/ドラッグ＆ドロップすることもできます/);
    const files = [zipFile('dropped.zip', 2048)];
    fireEvent.drop(hint, { dataTransfer: { files, types: ['Files'] } });
    expect(await screen.findByText('dropped.zip（2KB）')).toBeInTheDocument();
  });

  it('back from the confirm step, the chosen zip and password are still chosen; signing out forgets them', async () => {
    asOrganization();
    uploadFormOptions();
    server.use(
      http.post('*/api/electric_heat_pumps/check', () =>
        HttpResponse.json({ file_name: 'devices.zip', headers: [], csv: [], errors: [], duplicates: [], exists: [] }),
      ),
    );
    const { router } = renderRoute('/organization/electric_heat_pumps/upload');
    await userEvent.upload(await screen.findByLabelText(/^ZIPファイル/), zipFile('devices.zip'));
    await userEvent.click(screen.getByRole('radio', { name: '共用パスワード' }));
    await userEvent.click(screen.getByRole('radio', { name: '事業者のZIPパスワード' }));
    await userEvent.click(screen.getByRole('button', { name: '確認' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/organization/electric_heat_pumps/upload/confirm'),
    );
    await userEvent.click(await screen.findByRole('link', { name: '戻る' }));
    expect(await screen.findByText('devices.zip（1KB）')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '事業者のZIPパスワード' })).toBeChecked();

    await router.navigate('/logout');
    await screen.findByRole('heading', { name: 'ログアウトしました' });
    asOrganization();
    await router.navigate('/organization/electric_heat_pumps/upload/confirm');
    expect(await screen.findByText(/確認するファイルがありません/)).toBeInTheDocument();
    await router.navigate('/organization/electric_heat_pumps/upload');
    expect(await screen.findByText('ファイルが選択されていません')).toBeInTheDocument();
  });

  it('confirm: problem rows are pre-skipped, the user toggles rows, commit sends no_list', async () => {
    asOrganization();
    const file = new File([new Uint8Array([80, 75, 5, 6])], 'devices.zip', { type: 'application/zip' });
    uploadSession.set({
      category: 'electric_heat_pumps',
      fields: { file, passwordType: 'organization', sharedPasswordId: '' },
      noList: [2],
      result: {
        file_name: 'devices.zip',
        headers: ['ブランド名', '証明書番号'],
        csv: [
          { row: 1, cells: ['エコ給湯①', 'A-1'] },
          { row: 2, cells: ['エコ給湯①', 'A-2'] },
          { row: 3, cells: ['エコ給湯①', 'A-3'] },
        ],
        errors: [{ row: 2, column: '発売予定年月日', messages: ['発売予定年月日は必須です'] }],
        duplicates: [],
        exists: [],
      },
    });
    let sent: string[] = [];
    server.use(
      http.post('*/api/electric_heat_pumps', async ({ request }) => {
        sent = (await request.formData()).getAll('no_list[]').map(String);
        return HttpResponse.json({ created: 1, ids: [9] }, { status: 201 });
      }),
    );
    serveList([]);
    const { router } = renderRoute('/organization/electric_heat_pumps/upload/confirm');
    expect(await screen.findByText('発売予定年月日は必須です')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('3行目をスキップ'));
    await userEvent.click(screen.getByRole('button', { name: '1件を登録する' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organization/electric_heat_pumps'));
    expect(sent).toEqual(['2', '3']);
    expect(await screen.findByText('1件を登録しました')).toBeInTheDocument();
  });
});

/** Device 6, published, whose organization may apply to cancel it. */
const published6 = () =>
  device(6, {
    status: 'published',
    statusLabel: '公開中',
    viewerCan: viewerCan({ applyCancel: true, updateDates: true }),
  });

describe('detail and lifecycle', { timeout: 20_000 }, () => {
  it('shows specification and history; administrators approve through the modal', async () => {
    asAdministrator();
    const approvable = device(5, {
      status: 'publish_requested',
      statusLabel: '公開申請中',
      viewerCan: viewerCan({ approve: true, cancel: true, delete: true, updateDates: true }),
      certificate: {
        __typename: 'Certificate',
        id: 3,
        fileName: '証明書.pdf',
        contentType: 'application/pdf',
        size: 2048,
      },
    });
    serveDetail(approvable, [statusChange()]);
    let approved = false;
    serveList([approvable]);
    server.use(
      graphql.mutation(ApproveDeviceDocument, () => {
        approved = true;
        return HttpResponse.json({
          data: { approveDevice: { __typename: 'ElectricHeatPump', id: 5, status: 'published' } },
        });
      }),
    );
    const { router } = renderRoute('/admin/electric_heat_pumps/5');
    const history = await screen.findByRole('table', { name: '履歴' });
    expect(within(history).getByText('事業 花子')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: '仕様・性能' })).toHaveTextContent('年間給湯保温効率（JIS）');
    await userEvent.click(screen.getByRole('link', { name: '公開承認' }));
    await userEvent.click(await screen.findByRole('button', { name: '公開承認する' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '公開承認する' }));
    await waitFor(() => expect(approved).toBe(true));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/electric_heat_pumps/5'));
    // The detail page reloads after the approval: let it finish before the test ends.
    expect(await screen.findByRole('table', { name: '履歴' })).toBeInTheDocument();
    await waitFor(() => expect(requestActivity.get()).toBe(0));
  });

  it('the cancel form requires 取消日 and a reason', async () => {
    asOrganization();
    serveDetail(published6());
    renderRoute('/organization/electric_heat_pumps/6/status/published/cancel');
    await userEvent.click(await screen.findByRole('button', { name: '取消申請する' }));
    expect(await screen.findByText('取消日は必須です')).toBeInTheDocument();
    expect(screen.getByText('取消理由を選択してください')).toBeInTheDocument();
  });

  it("the administrator's cancel starts from the organization's application", async () => {
    asAdministrator();
    serveDetail(
      device(6, { status: 'cancel_requested', statusLabel: '取消申請中', viewerCan: viewerCan({ cancel: true }) }),
      [
        statusChange({
          fromStatus: 'published',
          toStatus: 'cancel_requested',
          reasons: ['仕様変更'],
          note: '後継機へ切り替え',
          canceledAt: '2026-12-01',
          createdAt: '2026-11-20T00:00:00.000Z',
        }),
      ],
    );
    renderRoute('/admin/electric_heat_pumps/6/cancel');
    const reasons = within(await screen.findByRole('group', { name: /取消理由/ }));
    expect(reasons.getByRole('checkbox', { name: '仕様変更' })).toBeChecked();
    expect(reasons.getByRole('checkbox', { name: '販売終了' })).not.toBeChecked();
    expect(screen.getByLabelText(/取消日/)).toHaveValue('2026-12-01');
    expect(screen.getByRole('textbox', { name: '備考' })).toHaveValue('後継機へ切り替え');
  });

  it('each cancel reason is its own box: its text ticks it, and the application sends that reason', async () => {
    asOrganization();
    let sent: unknown;
    serveDetail(published6());
    server.use(
      graphql.mutation(ApplyCancelDeviceDocument, ({ variables }) => {
        sent = variables.input;
        return HttpResponse.json({
          data: { applyCancelDevice: { __typename: 'ElectricHeatPump', id: 6, status: 'cancel_requested' } },
        });
      }),
    );
    renderRoute('/organization/electric_heat_pumps/6/status/published/cancel');
    const reasons = within(await screen.findByRole('group', { name: /取消理由/ }));
    expect(reasons.getAllByRole('checkbox').map((box) => box.id)).toHaveLength(5);
    expect(new Set(reasons.getAllByRole('checkbox').map((box) => box.id)).size).toBe(5);
    await userEvent.click(reasons.getByText('登録内容の誤り'));
    expect(reasons.getByRole('checkbox', { name: '登録内容の誤り' })).toBeChecked();
    expect(reasons.getByRole('checkbox', { name: '販売終了' })).not.toBeChecked();
    fireEvent.change(screen.getByLabelText(/取消日/), { target: { value: '2026-12-01' } });
    await userEvent.click(screen.getByRole('button', { name: '取消申請する' }));
    await waitFor(() => expect(sent).toEqual({ canceledAt: '2026-12-01', reason: ['登録内容の誤り'], note: '' }));
    await waitFor(() => expect(requestActivity.get()).toBe(0));
  });
});

describe('the preview’s notes', () => {
  it('name the value a cell message is about, unless the message quotes it already', () => {
    const notes = rowNotes({
      file_name: 'upload.zip',
      headers: ['ブランド名', '発売予定年月日'],
      csv: [{ row: 2, cells: ['他社', '平成31年5月1日'] }],
      errors: [
        { row: 2, column: '発売予定年月日', messages: ['発売予定年月日は正しい日付で入力してください'] },
        { row: 2, column: 'ブランド名', messages: ['ブランド名「他社」は登録されていません'] },
      ],
      duplicates: [],
      exists: [],
    } as unknown as UploadCheckResult);
    expect(notes.get(2)!.map((n) => n.text)).toEqual([
      '発売予定年月日は正しい日付で入力してください（入力値「平成31年5月1日」）',
      'ブランド名「他社」は登録されていません',
    ]);
  });
});
