import { DownloadLink } from '@/components/ui/download-link';
import { deviceListHeading } from '@rules/page-titles';
import { Button, Heading, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { FilterDisclosure } from '@/components/ui/filter-disclosure';
import { ScrollTable } from '@/components/ui/scroll-table';
import { skipToken, useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorList } from '@/components/ui/error-list';
import { errorList, useReportedError } from '@/components/ui/error-list-store';
import { Pager } from '@/components/ui/pager';
import { PdfExportButton } from '@/components/ui/pdf-export-button';
import { useBreadcrumb } from '@/components/layout/breadcrumb/breadcrumb-context';
import { paths } from '@/config/paths';
import { DeviceListDocument, DeviceOrganizationOptionsDocument } from '@/generated/graphql';
import { NotFoundPage } from '@/components/not-found-page';
import { DeviceFilterForm, EMPTY_FILTER, type FilterForm, toFilter } from '@/features/devices/forms/device-filter-form';
import { filterQuery } from '@/features/devices/api';
import { IDENTIFYING_KEYS, isForbidden, useCategoryParam, type Area } from '@/features/devices/common';
import { FlashMessage } from '@/components/ui/flash-message';
import { formatDate } from '@/lib/format-date';
import { Page } from '@/components/layout/page';

/** The list as filtered, as CSV and as a workbook (same columns and rows). */
const LIST_DOWNLOADS = [
  { path: 'organization_csv', fallbackName: 'list.csv', failure: 'CSVの出力に失敗しました', label: 'CSV出力' },
  { path: 'organization_xlsx', fallbackName: 'list.xlsx', failure: 'Excelの出力に失敗しました', label: 'Excel出力' },
] as const;

export function DeviceListPage({ area }: { area: Area }) {
  const category = useCategoryParam();
  const [applied, setApplied] = useState<FilterForm>(EMPTY_FILTER);
  const [page, setPage] = useState(1);
  useBreadcrumb(category ? [{ label: category.label }] : []);
  useEffect(() => errorList.clear(), [category?.code]);

  const filter = useMemo(() => toFilter(applied, page), [applied, page]);
  const { data, loading, error } = useQuery(
    DeviceListDocument,
    category ? { variables: { category: category.code, filter } } : skipToken,
  );
  useReportedError(error);
  const { data: organizations } = useQuery(
    DeviceOrganizationOptionsDocument,
    category && area === 'admin' ? { variables: { category: category.code } } : skipToken,
  );

  if (!category) return <NotFoundPage />;
  const heading = deviceListHeading(category.label);
  // No filters, upload or downloads for a category the server refuses.
  if (isForbidden(error)) return <Page title={heading} />;
  const devicePaths = area === 'admin' ? paths.admin.devices(category.code) : paths.organization.devices(category.code);
  const items = data?.devices.items ?? [];
  const identifyingLabels = items[0]?.specItems.filter((s) => IDENTIFYING_KEYS.has(s.key)).map((s) => s.label) ?? [];
  const { page: _page, ...exportFilter } = filter;
  const query = filterQuery(exportFilter as Record<string, string | number | boolean | undefined>);
  const snakeFilters = Object.fromEntries(
    Object.entries(exportFilter)
      .filter(([, v]) => v !== undefined && v !== false)
      .map(([k, v]) => [k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), v as string | number | boolean]),
  );

  return (
    <Stack gap="5">
      <Heading as="h1" size="lg">
        {heading}
      </Heading>
      <FlashMessage />
      <ErrorList />
      <FilterDisclosure active={JSON.stringify(applied) !== JSON.stringify(EMPTY_FILTER)}>
        <DeviceFilterForm
          category={category}
          area={area}
          organizations={organizations?.deviceOrganizationOptions ?? []}
          onApply={(next) => {
            setPage(1);
            setApplied(next);
          }}
        />
      </FilterDisclosure>

      <HStack gap="3" wrap="wrap">
        {area === 'organization' ? (
          <Button asChild colorPalette="success" size="sm">
            <RouterLink to={paths.organization.devices(category.code).upload()}>アップロード</RouterLink>
          </Button>
        ) : null}
        <PdfExportButton apiPath={`/api/${category.code}`} filters={snakeFilters} />
        {LIST_DOWNLOADS.map(({ path, fallbackName, failure, label }) => (
          <DownloadLink
            key={path}
            href={`/api/${category.code}/download/${path}${query}`}
            fallbackName={fallbackName}
            failure={failure}
          >
            {label}
          </DownloadLink>
        ))}
      </HStack>

      {loading && !data ? <Text>読み込み中…</Text> : null}
      {data ? (
        <>
          <Pager total={data.devices.total} page={page} onChange={setPage} linked={false} />
          {items.length === 0 ? (
            <Text>該当する機器はありません</Text>
          ) : (
            <ScrollTable label={heading} noWrap>
              <Table.Root size="sm" aria-label={heading}>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>ID</Table.ColumnHeader>
                    {area === 'admin' ? <Table.ColumnHeader>事業者</Table.ColumnHeader> : null}
                    <Table.ColumnHeader>ブランド名</Table.ColumnHeader>
                    <Table.ColumnHeader>証明書番号</Table.ColumnHeader>
                    <Table.ColumnHeader>状態</Table.ColumnHeader>
                    {identifyingLabels.map((label) => (
                      <Table.ColumnHeader key={label}>{label}</Table.ColumnHeader>
                    ))}
                    <Table.ColumnHeader>発売予定年月日</Table.ColumnHeader>
                    <Table.ColumnHeader>公開日</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {items.map((device) => (
                    <Table.Row key={device.id}>
                      <Table.Cell>
                        <Link asChild colorPalette="blue">
                          <RouterLink to={devicePaths.detail(device.id)}>{device.id}</RouterLink>
                        </Link>
                      </Table.Cell>
                      {area === 'admin' ? <Table.Cell>{device.organization.name}</Table.Cell> : null}
                      <Table.Cell>{device.brandName.name}</Table.Cell>
                      <Table.Cell>
                        <Link asChild colorPalette="blue">
                          <RouterLink to={devicePaths.detail(device.id)}>{device.certificateNumber}</RouterLink>
                        </Link>
                      </Table.Cell>
                      <Table.Cell>{device.statusLabel}</Table.Cell>
                      {device.specItems
                        .filter((s) => IDENTIFYING_KEYS.has(s.key))
                        .map((s) => (
                          <Table.Cell key={s.key}>{s.value}</Table.Cell>
                        ))}
                      <Table.Cell>{formatDate(device.releaseDate)}</Table.Cell>
                      <Table.Cell>{formatDate(device.publishDate)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </ScrollTable>
          )}
          <Pager placement="bottom" total={data.devices.total} page={page} onChange={setPage} linked={false} />
        </>
      ) : null}
    </Stack>
  );
}
