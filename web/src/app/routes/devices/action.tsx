import { Alert, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { ErrorList } from '@/components/ui/error-list';
import { errorList } from '@/components/ui/error-list-store';
import { useBreadcrumb } from '@/components/layout/breadcrumb/breadcrumb-context';
import { paths } from '@/config/paths';
import {
  ApplyCancelDeviceDocument,
  ApplyPublishDeviceDocument,
  ApproveDeviceDocument,
  CancelDeviceDocument,
  DeleteDeviceDocument,
  UpdateDeviceDatesDocument,
  WithdrawCancelDeviceDocument,
} from '@/generated/graphql';
import { useAppNavigate } from '@/hooks/use-app-navigate';
import { NotFoundPage } from '@/components/not-found-page';
import type { Area } from '@/features/devices/common';
import { appliedCancel, CancelForm, DatesForm } from '@/features/devices/components/device-action-forms';
import { CancellationRecord, WITHDRAW_LABEL } from '@/features/devices/components/cancellation-record';
import { DeviceSummary, useDeviceDetail } from './detail';
import { DeviceSheet } from '@/features/devices/components/device-sheet';
import { flashState } from '@/components/ui/flash-message';
import { FormActions } from '@/components/ui/form-actions';

export type DeviceActionKind =
  'apply_publish' | 'approve' | 'delete' | 'apply_cancel' | 'cancel' | 'dates' | 'canceled_view';

const TITLES: Record<DeviceActionKind, string> = {
  apply_publish: '公開申請',
  approve: '公開承認',
  delete: '削除',
  apply_cancel: '取消申請',
  cancel: '取消',
  dates: '発売予定年月日・公開日の変更',
  canceled_view: '取消内容',
};

const DONE: Partial<Record<DeviceActionKind, string>> = {
  apply_publish: '公開申請しました',
  approve: '公開を承認しました',
  delete: '削除しました',
  apply_cancel: '取消を申請しました',
  cancel: '取消しました',
  dates: '日付を変更しました',
  canceled_view: '取消申請を取り下げました',
};

/** The server's viewerCan flag that allows each action (canceled_view only shows the record). */
const PERMISSION: Partial<
  Record<DeviceActionKind, 'applyPublish' | 'approve' | 'delete' | 'applyCancel' | 'cancel' | 'updateDates'>
> = {
  apply_publish: 'applyPublish',
  approve: 'approve',
  delete: 'delete',
  apply_cancel: 'applyCancel',
  cancel: 'cancel',
  dates: 'updateDates',
};

const REFUSED: Record<DeviceActionKind, string> = {
  apply_publish: '公開申請できません',
  approve: '公開承認できません',
  delete: '削除できません',
  apply_cancel: '取消申請できません',
  cancel: '取消できません',
  dates: '日付を変更できません',
  canceled_view: '',
};

export function DeviceActionPage({ area, kind }: { area: Area; kind: DeviceActionKind }) {
  const { category, id, data, loading } = useDeviceDetail();
  const navigate = useAppNavigate();
  const [confirming, setConfirming] = useState(false);
  const [applyPublish] = useMutation(ApplyPublishDeviceDocument);
  const [approve] = useMutation(ApproveDeviceDocument);
  const [remove] = useMutation(DeleteDeviceDocument);
  const [applyCancel] = useMutation(ApplyCancelDeviceDocument);
  const [cancel] = useMutation(CancelDeviceDocument);
  const [updateDates] = useMutation(UpdateDeviceDatesDocument);
  const [withdrawCancel] = useMutation(WithdrawCancelDeviceDocument);
  const device = data?.device;

  const detailPath =
    category && id
      ? area === 'admin'
        ? paths.admin.devices(category.code).detail(id)
        : paths.organization.devices(category.code).detail(id)
      : '/';
  const listPath = category
    ? area === 'admin'
      ? paths.admin.devices(category.code).list()
      : paths.organization.devices(category.code).list()
    : '/';
  useBreadcrumb(
    category
      ? [{ label: category.label, to: listPath }, { label: '詳細', to: detailPath }, { label: TITLES[kind] }]
      : [],
  );

  const run = async (action: () => Promise<unknown>, to: string) => {
    errorList.clear();
    try {
      await action();
      await navigate(to, { state: DONE[kind] ? flashState(DONE[kind]) : undefined });
    } catch (error) {
      errorList.update(error);
    }
  };

  if (!category || !id) return <NotFoundPage />;
  if (loading && !data) return <Text>読み込み中…</Text>;
  if (!device) return <ErrorList />;

  const confirmAction = () => {
    setConfirming(false);
    const variables = { category: category.code, id };
    if (kind === 'apply_publish') void run(() => applyPublish({ variables }), detailPath);
    if (kind === 'approve') void run(() => approve({ variables }), detailPath);
    if (kind === 'delete') void run(() => remove({ variables }), listPath);
    if (kind === 'canceled_view') void run(() => withdrawCancel({ variables }), detailPath);
  };
  /** What the confirm button does: the cancellation screen's one action is withdrawing the request. */
  const actionLabel = kind === 'canceled_view' ? WITHDRAW_LABEL : TITLES[kind];

  const history = data?.deviceHistory ?? [];
  const lastCancel = [...history].reverse().find((h) => h.toStatus === 'canceled' || h.toStatus === 'cancel_requested');
  const permission = PERMISSION[kind];
  const allowed = !permission || device.viewerCan?.[permission] === true;
  const is = (...kinds: DeviceActionKind[]) => allowed && kinds.includes(kind);

  return (
    <Stack gap="5">
      <Heading as="h1" size="lg">
        {category.label} {TITLES[kind]}
      </Heading>
      <ErrorList />
      <DeviceSummary device={device} />

      {!allowed ? (
        <Stack gap="3" align="flex-start">
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Title>
              {device.statusLabel}の機器は{REFUSED[kind]}
            </Alert.Title>
          </Alert.Root>
          <Button asChild variant="outline">
            <RouterLink to={detailPath}>戻る</RouterLink>
          </Button>
        </Stack>
      ) : null}

      {is('approve') && !device.publishDate ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>
            公開日が設定されていません。承認しても、公開日を設定するまで一般には公開されません。
          </Alert.Title>
        </Alert.Root>
      ) : null}

      {is('approve', 'apply_publish') ? <DeviceSheet device={device} category={category.code} /> : null}

      {is('apply_publish', 'approve', 'delete') ? (
        <FormActions>
          <Button asChild variant="outline">
            <RouterLink to={detailPath}>戻る</RouterLink>
          </Button>
          <Button colorPalette={kind === 'delete' ? 'red' : 'blue'} onClick={() => setConfirming(true)}>
            {TITLES[kind]}する
          </Button>
        </FormActions>
      ) : null}

      {is('apply_cancel', 'cancel') ? (
        <CancelForm
          title={TITLES[kind]}
          backTo={detailPath}
          initial={kind === 'cancel' ? appliedCancel(device.status, lastCancel) : undefined}
          onSubmit={(input) =>
            run(
              () => (kind === 'cancel' ? cancel : applyCancel)({ variables: { category: category.code, id, input } }),
              detailPath,
            )
          }
        />
      ) : null}

      {is('dates') ? (
        <DatesForm
          device={device}
          backTo={detailPath}
          onSubmit={(input) =>
            run(() => updateDates({ variables: { category: category.code, id, input } }), detailPath)
          }
        />
      ) : null}

      {kind === 'canceled_view' ? (
        <CancellationRecord
          record={device.status === 'canceled' || device.status === 'cancel_requested' ? lastCancel : undefined}
          pending={device.status === 'cancel_requested'}
          canWithdraw={device.viewerCan?.withdrawCancel === true}
          backTo={detailPath}
          onWithdraw={() => setConfirming(true)}
        />
      ) : null}

      <ConfirmModal
        open={confirming}
        title={`${actionLabel}の確認`}
        destructive={kind === 'delete'}
        confirmLabel={kind === 'canceled_view' ? '取り下げる' : `${TITLES[kind]}する`}
        onConfirm={confirmAction}
        onCancel={() => setConfirming(false)}
      >
        {kind === 'canceled_view'
          ? `証明書番号 ${device.certificateNumber} の取消申請を取り下げ、公開中に戻します。よろしいですか？`
          : `証明書番号 ${device.certificateNumber} を${TITLES[kind]}します。よろしいですか？`}
      </ConfirmModal>
    </Stack>
  );
}
