import { Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { skipToken, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorList } from '@/components/ui/error-list';
import { errorList } from '@/components/ui/error-list-store';
import { useBreadcrumb } from '@/components/layout/breadcrumb/breadcrumb-context';
import { paths } from '@/config/paths';
import { DeviceDetailDocument } from '@/generated/graphql';
import { NotFoundPage } from '@/components/not-found-page';
import { STATUS_LABELS, useCategoryParam, useIdParam, type Area } from '@/features/devices/common';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { FlashMessage } from '@/components/ui/flash-message';
import { EmptyValue, OrEmpty } from '@/components/ui/empty-value';
import { Phrases, TextOrEmpty } from '@/components/ui/phrases';
import { DEVICE_ROW_HEADER_WIDTH, DeviceSheet } from '@/features/devices/components/device-sheet';
import { ScrollTable } from '@/components/ui/scroll-table';
import { DeviceDetailHeading } from '@/components/ui/device-detail-heading';
import { DeviceActionLinks } from '@/features/devices/components/device-action-links';

/** Loads one device and its history for the detail and action screens. */
export function useDeviceDetail() {
  const category = useCategoryParam();
  const id = useIdParam();
  const result = useQuery(
    DeviceDetailDocument,
    category && id ? { variables: { category: category.code, id } } : skipToken,
  );
  useEffect(() => {
    if (result.error) errorList.update(result.error);
  }, [result.error]);
  return { category, id, ...result };
}

export function DeviceSummary({
  device,
}: {
  device: NonNullable<ReturnType<typeof useDeviceDetail>['data']>['device'];
}) {
  const rows: [string, string][] = [
    ['ID', String(device.id)],
    ['事業者', device.organization.name],
    ['ブランド名', device.brandName.name],
    ['証明書番号', device.certificateNumber],
    ['発売予定年月日', formatDate(device.releaseDate)],
    ['公開日', formatDate(device.publishDate)],
    ['状態', device.statusLabel],
    ...(device.canceledAt ? [['取消日', formatDate(device.canceledAt)] as [string, string]] : []),
  ];
  return (
    <Table.Root size="sm" variant="outline" aria-label="機器情報">
      <Table.Body>
        {rows.map(([label, value]) => (
          <Table.Row key={label}>
            <Table.ColumnHeader scope="row" w={DEVICE_ROW_HEADER_WIDTH} bg="bg.muted">
              <Phrases text={label} />
            </Table.ColumnHeader>
            <Table.Cell>
              <TextOrEmpty text={value} />
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

export function DeviceDetailPage({ area }: { area: Area }) {
  const { category, id, data, loading } = useDeviceDetail();
  const listPath = category
    ? area === 'admin'
      ? paths.admin.devices(category.code).list()
      : paths.organization.devices(category.code).list()
    : '/';
  useBreadcrumb(category ? [{ label: category.label, to: listPath }, { label: '詳細' }] : []);
  if (!category || !id) return <NotFoundPage />;
  if (loading && !data) return <Text>読み込み中…</Text>;
  const device = data?.device;
  if (!device)
    return (
      <Stack>
        <ErrorList />
        <Button asChild size="sm" variant="outline" alignSelf="flex-start">
          <RouterLink to={listPath}>一覧へ戻る</RouterLink>
        </Button>
      </Stack>
    );

  return (
    <Stack gap="5">
      <DeviceDetailHeading categoryLabel={category.label} certificateNumber={device.certificateNumber} />
      <FlashMessage />
      <ErrorList />
      <HStack gap="3" wrap="wrap">
        <DeviceActionLinks area={area} device={device} category={category.code} />
        <Button asChild size="sm" variant="ghost">
          <RouterLink to={listPath}>一覧へ戻る</RouterLink>
        </Button>
      </HStack>
      <DeviceSummary device={device} />

      <DeviceSheet device={device} category={category.code} />

      <Heading as="h2" size="md">
        履歴
      </Heading>
      <ScrollTable label="履歴">
        <Table.Root size="sm" variant="outline" aria-label="履歴">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>日時</Table.ColumnHeader>
              <Table.ColumnHeader>操作者</Table.ColumnHeader>
              <Table.ColumnHeader>変更前</Table.ColumnHeader>
              <Table.ColumnHeader>変更後</Table.ColumnHeader>
              <Table.ColumnHeader>取消日</Table.ColumnHeader>
              <Table.ColumnHeader>理由</Table.ColumnHeader>
              <Table.ColumnHeader>備考</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {(data?.deviceHistory ?? []).map((change) => (
              <Table.Row key={change.id}>
                <Table.Cell whiteSpace="nowrap">{formatDateTime(change.createdAt)}</Table.Cell>
                {/* A person's name reads whole, as in the users table (鈴木｜健太 at 320 px); the frame scrolls. */}
                <Table.Cell whiteSpace="nowrap">
                  <OrEmpty>{change.actorName}</OrEmpty>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  {change.fromStatus ? STATUS_LABELS[change.fromStatus] : <EmptyValue />}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{STATUS_LABELS[change.toStatus]}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  <OrEmpty>{formatDate(change.canceledAt)}</OrEmpty>
                </Table.Cell>
                <Table.Cell>{change.reasons.join('、')}</Table.Cell>
                <Table.Cell>{change.note}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </ScrollTable>
    </Stack>
  );
}
