import { Button, HStack, Heading, Link, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { FilterDisclosure } from '@/components/ui/filter-disclosure';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ErrorList } from '@/components/ui/error-list';
import { errorList } from '@/components/ui/error-list-store';
import { Pager } from '@/components/ui/pager';
import { ScrollTable } from '@/components/ui/scroll-table';
import { OrEmpty } from '@/components/ui/empty-value';
import { useBreadcrumb } from '@/components/layout/breadcrumb/breadcrumb-context';
import { type DeviceCategory, deviceCategory } from '@/config/device-categories';
import { paths } from '@/config/paths';
import { FilterForm } from '@/features/public-devices/components/filter-form';
import { downloadCsv } from '@/features/public-devices/lib/download-csv';
import {
  filtersFromSearch,
  filtersToSearch,
  listQuery,
  toFilterInput,
  type PublicFilters,
} from '@/features/public-devices/lib/filters';
import { useDeferredQuery } from '@/hooks/use-deferred-query';
import { formatDate } from '@/lib/format-date';
import { PublicDeviceCategoryDocument, PublicDeviceListDocument } from '@/generated/graphql';

/**
 * The body's rows are plain tr and td, styled once here as Table.Row and Table.Cell (size sm,
 * outline) style each of theirs: 25 rows of eight Chakra components were most of this page's
 * first render on a phone (Lighthouse's blocking time).
 */
const BODY_CELLS = {
  '& tbody tr:not(:last-of-type)': { borderBottomWidth: '1px' },
  '& tbody td': { textAlign: 'start', px: '2', py: '2' },
};

export function PublicDeviceListPage({ category }: { category: DeviceCategory }) {
  const info = deviceCategory(category);
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  useBreadcrumb([{ label: info.label }]);
  // Two queries: a bad filter in the URL fails the list alone, the form and columns stay usable.
  const meta = useQuery(PublicDeviceCategoryDocument, { variables: { category } });
  const { data, error, loading } = useDeferredQuery(PublicDeviceListDocument, {
    variables: { category, filter: toFilterInput(filters), page: filters.page },
  });

  useEffect(() => {
    errorList.clear();
    if (meta.error) errorList.update(meta.error);
    if (error) errorList.update(error);
  }, [error, meta.error]);

  const go = (next: PublicFilters) => setSearch(filtersToSearch(next));
  const list = data?.publicDevices;
  const identifying = meta.data?.publicCategory.identifyingFields ?? [];
  const csvQuery = filtersToSearch(filters, false).toString();
  // The detail page gets the list's filters, so its 一覧へ戻る returns to this very page.
  const detailSuffix = listQuery(filters);

  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        {info.label}一覧
      </Heading>
      <Text fontSize="sm" data-testid="last-update">
        最終更新日: {list?.lastUpdate ? formatDate(list.lastUpdate) : '—'}
      </Text>
      <ErrorList />
      <FilterDisclosure active={filtersToSearch(filters, false).toString() !== ''}>
        <FilterForm initial={filters} brandNames={meta.data?.publicBrandNames ?? []} onSearch={go} />
      </FilterDisclosure>
      <HStack justify="flex-end" gap="2">
        <Button
          size="sm"
          variant="outline"
          onClick={() =>
            void downloadCsv(`/api/${category}/download/csv${csvQuery ? `?${csvQuery}` : ''}`, `${category}.csv`)
          }
        >
          CSV出力
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => void downloadCsv(`/api/${category}/download/kenken_csv`, `${category}_kenken.csv`)}
        >
          計算プログラム用CSV
        </Button>
      </HStack>
      {list && <Pager total={list.total} page={filters.page} onChange={(page) => go({ ...filters, page })} />}
      {/* On a narrow screen the table keeps its columns readable and scrolls sideways. */}
      <ScrollTable label={`${info.label}一覧`} data-testid="list-scroll" noWrap>
        <Table.Root
          size="sm"
          variant="outline"
          minW="3xl"
          css={BODY_CELLS}
          aria-label={`${info.label}一覧`}
          aria-busy={loading}
        >
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>ブランド名</Table.ColumnHeader>
              {identifying.map((f) => (
                <Table.ColumnHeader key={f.key}>{f.label}</Table.ColumnHeader>
              ))}
              <Table.ColumnHeader>証明書番号</Table.ColumnHeader>
              <Table.ColumnHeader>発売予定年月日</Table.ColumnHeader>
              <Table.ColumnHeader>公開日</Table.ColumnHeader>
              {filters.includeExpired && <Table.ColumnHeader>取消日</Table.ColumnHeader>}
              <Table.ColumnHeader>
                <VisuallyHidden>詳細</VisuallyHidden>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {list?.items.map((device) => {
              const values = device as unknown as Record<string, string | null | undefined>;
              return (
                <tr key={device.id}>
                  <td>{device.brandName.name}</td>
                  {identifying.map((f) => (
                    <td key={f.key}>
                      <OrEmpty>{values[f.key]}</OrEmpty>
                    </td>
                  ))}
                  <td>{device.certificateNumber}</td>
                  <td>{formatDate(device.releaseDate)}</td>
                  <td>{formatDate(device.publishDate)}</td>
                  {filters.includeExpired && <td>{formatDate(device.canceledAt)}</td>}
                  <td>
                    <Link asChild colorPalette="blue">
                      <RouterLink to={`${paths.publicDevices.detail(category, device.id)}${detailSuffix}`}>
                        詳細
                      </RouterLink>
                    </Link>
                  </td>
                </tr>
              );
            })}
          </Table.Body>
        </Table.Root>
      </ScrollTable>
      {list && list.items.length === 0 && <Text>該当する機器はありません</Text>}
      {list && list.total > 0 && (
        <Pager
          placement="bottom"
          total={list.total}
          page={filters.page}
          onChange={(page) => go({ ...filters, page })}
        />
      )}
    </Stack>
  );
}
