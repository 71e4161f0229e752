import { Button, Checkbox, Field, Heading, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useFormik } from 'formik';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { array, boolean, object, string } from 'yup';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { ErrorList } from '@/components/ui/error-list';
import { errorList } from '@/components/ui/error-list-store';
import { useBreadcrumb } from '@/components/layout/breadcrumb/breadcrumb-context';
import { paths } from '@/config/paths';
import {
  ApplyCancelDeviceDocument, ApplyPublishDeviceDocument, ApproveDeviceDocument, CancelDeviceDocument, DeleteDeviceDocument,
  UpdateDeviceDatesDocument,
} from '@/generated/graphql';
import { useAppNavigate } from '@/hooks/use-app-navigate';
import { NotFoundPage } from '@/app/routes/not-found';
import { CANCEL_REASONS, type Area } from '../common';
import { DeviceSummary, useDeviceDetail } from './device-detail-page';

export type DeviceActionKind = 'apply_publish' | 'approve' | 'delete' | 'apply_cancel' | 'cancel' | 'dates' | 'canceled_view';

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
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const cancelSchema = object({
  canceledAt: string().required('取消日は必須です').matches(DATE, '取消日は正しい日付で入力してください'),
  reason: array(string().required()).min(1, '取消理由を選択してください'),
  note: string().max(1000, '備考は1000文字以内で入力してください'),
});

const datesSchema = object({
  releaseDate: string().required('発売予定年月日は必須です').matches(DATE, '発売予定年月日は正しい日付で入力してください'),
  publishFlag: boolean(),
  publishDate: string().when('publishFlag', {
    is: true,
    then: (s) => s.required('公開日を入力してください').matches(DATE, '公開日は正しい日付で入力してください'),
  }),
});

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
  const device = data?.device;

  const detailPath = category && id ? (area === 'admin' ? paths.admin.devices(category.code).detail(id) : paths.organization.devices(category.code).detail(id)) : '/';
  const listPath = category ? (area === 'admin' ? paths.admin.devices(category.code).list() : paths.organization.devices(category.code).list()) : '/';
  useBreadcrumb(category ? [{ label: category.label, to: listPath }, { label: '詳細', to: detailPath }, { label: TITLES[kind] }] : []);

  const run = async (action: () => Promise<unknown>, to: string) => {
    errorList.clear();
    try {
      await action();
      await navigate(to, { state: { flash: DONE[kind] } });
    } catch (error) {
      errorList.update(error);
    }
  };

  const cancelForm = useFormik({
    initialValues: { canceledAt: '', reason: [] as string[], note: '' },
    validationSchema: cancelSchema,
    onSubmit: (values) => run(() => (kind === 'cancel' ? cancel : applyCancel)({
      variables: { category: category!.code, id: id!, input: { canceledAt: values.canceledAt, reason: values.reason, note: values.note.trim() } },
    }), detailPath),
  });

  const datesForm = useFormik({
    enableReinitialize: true,
    initialValues: { releaseDate: device?.releaseDate ?? '', publishFlag: Boolean(device?.publishDate), publishDate: device?.publishDate ?? '' },
    validationSchema: datesSchema,
    onSubmit: (values) => run(() => updateDates({
      variables: {
        category: category!.code, id: id!,
        input: { releaseDate: values.releaseDate, publishFlag: values.publishFlag, publishDate: values.publishFlag ? values.publishDate : null },
      },
    }), detailPath),
  });

  if (!category || !id) return <NotFoundPage />;
  if (loading && !data) return <Text>読み込み中…</Text>;
  if (!device) return <ErrorList />;

  const confirmAction = () => {
    setConfirming(false);
    const variables = { category: category.code, id };
    if (kind === 'apply_publish') void run(() => applyPublish({ variables }), detailPath);
    if (kind === 'approve') void run(() => approve({ variables }), detailPath);
    if (kind === 'delete') void run(() => remove({ variables }), listPath);
  };

  const history = data?.deviceHistory ?? [];
  const lastCancel = [...history].reverse().find((h) => h.toStatus === 'canceled' || h.toStatus === 'cancel_requested');

  return (
    <Stack gap="5">
      <Heading as="h1" size="lg">{category.label} {TITLES[kind]}</Heading>
      <ErrorList />
      <DeviceSummary device={device} />

      {kind === 'apply_publish' || kind === 'approve' || kind === 'delete' ? (
        <HStack gap="3">
          <Button colorPalette={kind === 'delete' ? 'red' : 'blue'} onClick={() => setConfirming(true)}>{TITLES[kind]}する</Button>
          <Button asChild variant="outline"><RouterLink to={detailPath}>戻る</RouterLink></Button>
        </HStack>
      ) : null}

      {kind === 'apply_cancel' || kind === 'cancel' ? (
        <form noValidate aria-label={`${TITLES[kind]}フォーム`} onSubmit={cancelForm.handleSubmit}>
          <Stack gap="4" maxW="xl">
            <Field.Root required invalid={Boolean(cancelForm.submitCount && cancelForm.errors.canceledAt)}>
              <Field.Label>取消日<Field.RequiredIndicator /></Field.Label>
              <Input type="date" {...cancelForm.getFieldProps('canceledAt')} />
              <Field.ErrorText>{cancelForm.errors.canceledAt}</Field.ErrorText>
            </Field.Root>
            <Field.Root required invalid={Boolean(cancelForm.submitCount && cancelForm.errors.reason)}>
              <Field.Label>取消理由<Field.RequiredIndicator /></Field.Label>
              <Stack gap="1">
                {CANCEL_REASONS.map((reason) => (
                  <Checkbox.Root
                    key={reason}
                    checked={cancelForm.values.reason.includes(reason)}
                    onCheckedChange={(d) => void cancelForm.setFieldValue('reason', d.checked === true
                      ? [...cancelForm.values.reason, reason]
                      : cancelForm.values.reason.filter((r) => r !== reason))}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{reason}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </Stack>
              <Field.ErrorText>{typeof cancelForm.errors.reason === 'string' ? cancelForm.errors.reason : null}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(cancelForm.errors.note)}>
              <Field.Label>備考</Field.Label>
              <Textarea {...cancelForm.getFieldProps('note')} />
              <Field.ErrorText>{cancelForm.errors.note}</Field.ErrorText>
            </Field.Root>
            <HStack>
              <Button type="submit" colorPalette="orange" loading={cancelForm.isSubmitting}>{TITLES[kind]}する</Button>
              <Button asChild variant="outline"><RouterLink to={detailPath}>戻る</RouterLink></Button>
            </HStack>
          </Stack>
        </form>
      ) : null}

      {kind === 'dates' ? (
        <form noValidate aria-label="日付変更フォーム" onSubmit={datesForm.handleSubmit}>
          <Stack gap="4" maxW="md">
            <Field.Root required invalid={Boolean(datesForm.submitCount && datesForm.errors.releaseDate)}>
              <Field.Label>発売予定年月日<Field.RequiredIndicator /></Field.Label>
              <Input type="date" {...datesForm.getFieldProps('releaseDate')} />
              <Field.ErrorText>{datesForm.errors.releaseDate}</Field.ErrorText>
            </Field.Root>
            <Checkbox.Root checked={datesForm.values.publishFlag} onCheckedChange={(d) => void datesForm.setFieldValue('publishFlag', d.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>公開日を指定する</Checkbox.Label>
            </Checkbox.Root>
            {datesForm.values.publishFlag ? (
              <Field.Root required invalid={Boolean(datesForm.submitCount && datesForm.errors.publishDate)}>
                <Field.Label>公開日<Field.RequiredIndicator /></Field.Label>
                <Input type="date" {...datesForm.getFieldProps('publishDate')} />
                <Field.ErrorText>{datesForm.errors.publishDate}</Field.ErrorText>
              </Field.Root>
            ) : null}
            <HStack>
              <Button type="submit" colorPalette="blue" loading={datesForm.isSubmitting}>変更する</Button>
              <Button asChild variant="outline"><RouterLink to={detailPath}>戻る</RouterLink></Button>
            </HStack>
          </Stack>
        </form>
      ) : null}

      {kind === 'canceled_view' ? (
        lastCancel ? (
          <Stack>
            <Text>取消日: {lastCancel.canceledAt ?? ''}</Text>
            <Text>取消理由: {lastCancel.reasons.join('、')}</Text>
            <Text>備考: {lastCancel.note}</Text>
          </Stack>
        ) : <Text>取消の記録はありません</Text>
      ) : null}

      <ConfirmModal
        open={confirming}
        title={`${TITLES[kind]}の確認`}
        destructive={kind === 'delete'}
        confirmLabel={`${TITLES[kind]}する`}
        onConfirm={confirmAction}
        onCancel={() => setConfirming(false)}
      >
        証明書番号 {device.certificateNumber} を{TITLES[kind]}します。よろしいですか？
      </ConfirmModal>
    </Stack>
  );
}
