import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { WithdrawCancelDeviceDocument } from '@/generated/graphql';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render';
import { asAdministrator, asOrganization, device, serveDetail, statusChange, viewerCan } from './test-fixtures';

const requested = { status: 'publish_requested' as const, statusLabel: '公開申請中' };

/** Opens an action page (e.g. status/published) of a 公開申請中 device as its organization. */
function openRequested(id: number, action: string) {
  asOrganization();
  serveDetail(device(id, { ...requested, viewerCan: viewerCan({ updateDates: true }) }));
  renderRoute(`/organization/electric_heat_pumps/${id}/${action}`);
}

describe("action pages follow the server's viewerCan", { timeout: 20_000 }, () => {
  it('公開申請 on a device already 公開申請中: the reason, no button', async () => {
    openRequested(7, 'status/published');
    expect(await screen.findByText('公開申請中の機器は公開申請できません')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '公開申請する' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '戻る' })).toHaveAttribute('href', '/organization/electric_heat_pumps/7');
  });

  it('削除 on a 公開申請中 device: the reason, no button', async () => {
    openRequested(8, 'delete');
    expect(await screen.findByText('公開申請中の機器は削除できません')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '削除する' })).not.toBeInTheDocument();
  });

  it('取消申請 and 日付変更 forms are not offered when refused', async () => {
    asOrganization();
    serveDetail(device(9, { status: 'canceled', statusLabel: '取消済', viewerCan: viewerCan() }));
    const { unmount } = renderRoute('/organization/electric_heat_pumps/9/status/published/cancel');
    expect(await screen.findByText('取消済の機器は取消申請できません')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: '取消申請フォーム' })).not.toBeInTheDocument();
    unmount();
    renderRoute('/organization/electric_heat_pumps/9/update/publish_date');
    expect(await screen.findByText('取消済の機器は日付を変更できません')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: '日付変更フォーム' })).not.toBeInTheDocument();
  });

  it('allowed actions keep their button and show no refusal', async () => {
    asOrganization();
    serveDetail(device(10));
    renderRoute('/organization/electric_heat_pumps/10/status/published');
    expect(await screen.findByRole('button', { name: '公開申請する' })).toBeInTheDocument();
    expect(screen.queryByText(/できません/)).not.toBeInTheDocument();
  });
});

describe('the cancellation screen (status/canceled)', { timeout: 20_000 }, () => {
  const cancelRequest = statusChange({
    fromStatus: 'published',
    toStatus: 'cancel_requested',
    reasons: ['販売終了'],
    note: '後継機へ',
    canceledAt: '2026-12-01',
  });

  it('shows the pending request and withdraws it after confirmation', async () => {
    asOrganization();
    const pending = device(13, {
      status: 'cancel_requested',
      statusLabel: '取消申請中',
      viewerCan: viewerCan({ withdrawCancel: true }),
    });
    serveDetail(pending, [cancelRequest]);
    let withdrawn: unknown;
    server.use(
      graphql.mutation(WithdrawCancelDeviceDocument, ({ variables }) => {
        withdrawn = variables;
        return HttpResponse.json({
          data: { withdrawCancelDevice: { __typename: 'ElectricHeatPump', id: 13, status: 'published' } },
        });
      }),
    );
    renderRoute('/organization/electric_heat_pumps/13/status/canceled');
    expect(await screen.findByRole('heading', { name: '取消申請の内容' })).toBeInTheDocument();
    expect(screen.getByText('販売終了')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '取消申請を取り下げる' }));
    await userEvent.click(await screen.findByRole('button', { name: '取り下げる' }));
    await waitFor(() => expect(withdrawn).toEqual({ category: 'electric_heat_pumps', id: 13 }));
  });

  it('a canceled device shows its record and offers no withdrawal', async () => {
    asOrganization();
    serveDetail(device(14, { status: 'canceled', statusLabel: '取消済', viewerCan: viewerCan() }), [
      { ...cancelRequest, toStatus: 'canceled', fromStatus: 'cancel_requested' },
    ]);
    renderRoute('/organization/electric_heat_pumps/14/status/canceled');
    expect(await screen.findByRole('heading', { name: '取消の内容' })).toBeInTheDocument();
    expect(screen.getByText('後継機へ')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '取消申請を取り下げる' })).not.toBeInTheDocument();
  });
});

describe('approve screen', { timeout: 20_000 }, () => {
  it('warns when the device has no publish date', async () => {
    asAdministrator();
    serveDetail(device(11, { ...requested, viewerCan: viewerCan({ approve: true, cancel: true, delete: true }) }));
    renderRoute('/admin/electric_heat_pumps/11/approved/enabled');
    const warning = await screen.findByText(
      '公開日が設定されていません。承認しても、公開日を設定するまで一般には公開されません。',
    );
    expect(warning).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '公開承認する' })).toBeInTheDocument();
  });

  it('says nothing when the publish date is set', async () => {
    asAdministrator();
    serveDetail(device(12, { ...requested, publishDate: '2026-04-01', viewerCan: viewerCan({ approve: true }) }));
    renderRoute('/admin/electric_heat_pumps/12/approved/enabled');
    const summary = await screen.findByRole('table', { name: '機器情報' });
    expect(within(summary).getByText('2026/04/01')).toBeInTheDocument();
    expect(screen.queryByText(/公開日が設定されていません/)).not.toBeInTheDocument();
  });
});
