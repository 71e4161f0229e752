import { deviceListHeading } from '@rules/page-titles';
import { HStack, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { FilterDisclosure } from '@/components/ui/filter-disclosure';
import { useQuery } from '@apollo/client/react';
import { memo, useCallback, useEffect, useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ErrorList } from '@/components/ui/error-list';
import { errorList } from '@/components/ui/error-list-store';
import { Pager, PagerSpace, pageCount } from '@/components/ui/pager';
import { ScrollTable } from '@/components/ui/scroll-table';
import { PlainTable } from '@/components/ui/plain-table';
import { OrEmpty } from '@/components/ui/empty-value';
import { useBreadcrumb } from '@/components/layout/breadcrumb/breadcrumb-context';
import { type DeviceCategory, type DeviceCategoryInfo, deviceCategory } from '@/config/device-categories';
import { paths } from '@/config/paths';
import { FilterForm } from '@/features/public-devices/components/filter-form';
import { DownloadLink } from '@/components/ui/download-link';
import {
  filtersActive,
  filtersFromSearch,
  filtersToSearch,
  listQuery,
  type PublicFilters,
} from '@/features/public-devices/lib/filters';
import { listPageQueries } from '@/features/public-devices/lib/page-queries';
import { useDeferredQuery } from '@/hooks/use-deferred-query';
import { formatDate } from '@/lib/format-date';
import { type PublicDeviceListQuery, type PublicListBrandNamesQuery } from '@/generated/graphql';
import { PAGE_DESCRIPTIONS } from '@rules/page-descriptions';
import { PageMeta } from '@/components/layout/page-meta';
// For the route: the list renders once the form it shows at once has loaded too.

type BrandName = PublicListBrandNamesQuery['publicBrandNames'][number];
// Until the brand names arrive: the same empty list on every render, so memo holds.
const NO_BRANDS: BrandName[] = [];

/**
 * The page renders again as each of its two answers arrives, and once more for the deferred rows;
 * its parts are memoized, so each of those renders redraws only what the answer changed (Chakra
 * styles every element it renders anew, which was most of this page's work on a throttled phone).
 */
export function PublicDeviceListPage({ category }: { category: DeviceCategory }) {
  const info = deviceCategory(category);
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  useBreadcrumb([{ label: info.label }]);
  // Two queries: a bad filter in the URL fails the list alone, the form stays usable.
  const queries = listPageQueries(category, filters);
  const brands = useQuery(queries.brands.query, { variables: queries.brands.variables });
  const { data, error, loading } = useDeferredQuery(queries.list.query, { variables: queries.list.variables });

  useEffect(() => {
    errorList.clear();
    if (brands.error) errorList.update(brands.error);
    if (error) errorList.update(error);
  }, [error, brands.error]);

  const go = useCallback((next: PublicFilters) => setSearch(filtersToSearch(next)), [setSearch]);
  const goToPage = useCallback((page: number) => go({ ...filters, page }), [go, filters]);
  const list = data?.publicDevices;
  const lastPage = pageCount(list?.total ?? 0);
  const csvQuery = filtersToSearch(filters, false).toString();

  return (
    <Stack gap="4">
      <PageMeta
        heading={deviceListHeading(info.label)}
        description={PAGE_DESCRIPTIONS.deviceList(info.label)}
        canonicalPath={`${paths.publicDevices.list(category)}${filters.page > 1 ? `?page=${filters.page}` : ''}`}
      />
      <ListHeading label={info.label} lastUpdate={list?.lastUpdate} />
      <ErrorList />
      <FilterDisclosure active={filtersActive(filters)}>
        <FilterForm
          action={paths.publicDevices.list(category)}
          initial={filters}
          brandNames={brands.data?.publicBrandNames ?? NO_BRANDS}
          withSystemType={info.identifyingFields.some((field) => field.key === 'systemType')}
          onSearch={go}
        />
      </FilterDisclosure>
      <ListDownloads category={category} csvQuery={csvQuery} />
      {list ? <Pager total={list.total} page={filters.page} onChange={goToPage} /> : loading && <PagerSpace />}
      <DeviceTable
        category={category}
        label={deviceListHeading(info.label)}
        identifying={info.identifyingFields}
        items={list?.items}
        includeExpired={filters.includeExpired}
        busy={loading}
        // The detail page gets the list's filters, so its 一覧へ戻る returns to this very page.
        detailSuffix={listQuery(filters)}
      />
      {list && list.items.length === 0 && list.total === 0 && <Text>該当する機器はありません</Text>}
      {/* A page past the last (an old link, a hand-edited address): say so and offer the last one. */}
      {list && list.items.length === 0 && list.total > 0 && (
        <Text>
          {filters.page}ページ目はありません（全{lastPage}ページ）。{' '}
          <Link asChild colorPalette="blue">
            <RouterLink to={`?${filtersToSearch({ ...filters, page: lastPage }).toString()}`}>
              最後のページへ
            </RouterLink>
          </Link>
        </Text>
      )}
      {list && list.total > 0 && (
        <Pager placement="bottom" total={list.total} page={filters.page} onChange={goToPage} />
      )}
    </Stack>
  );
}

const ListHeading = memo(function ListHeading({ label, lastUpdate }: { label: string; lastUpdate?: string | null }) {
  return (
    <>
      <Heading as="h1" size="lg">
        {deviceListHeading(label)}
      </Heading>
      <Text fontSize="sm" data-testid="last-update">
        最終更新日: {lastUpdate ? formatDate(lastUpdate) : '—'}
      </Text>
    </>
  );
});

/** SPEC §8: the one message for any CSV download failure, and the workbook's, worded alike. */
const CSV_FAILURE = 'CSVの出力に失敗しました';
const XLSX_FAILURE = 'Excelの出力に失敗しました';

/** The list's downloads, at /api/{category}/download/{path}; `filtered` ones follow the list's filters. */
const DOWNLOADS = [
  { text: 'CSV出力', path: 'csv', fileEnding: '.csv', failure: CSV_FAILURE, filtered: true },
  { text: 'Excel出力', path: 'xlsx', fileEnding: '.xlsx', failure: XLSX_FAILURE, filtered: true },
  { text: '計算プログラム用CSV', path: 'kenken_csv', fileEnding: '_kenken.csv', failure: CSV_FAILURE, filtered: false },
];

const ListDownloads = memo(function ListDownloads({
  category,
  csvQuery,
}: {
  category: DeviceCategory;
  csvQuery: string;
}) {
  const filtered = csvQuery ? `?${csvQuery}` : '';
  return (
    <HStack justify="flex-end" gap="2" flexWrap="wrap" data-print="hidden">
      {DOWNLOADS.map((download) => (
        <DownloadLink
          key={download.path}
          href={`/api/${category}/download/${download.path}${download.filtered ? filtered : ''}`}
          fallbackName={`${category}${download.fileEnding}`}
          failure={download.failure}
        >
          {download.text}
        </DownloadLink>
      ))}
    </HStack>
  );
});

interface DeviceTableProps {
  category: DeviceCategory;
  label: string;
  identifying: DeviceCategoryInfo['identifyingFields'];
  items: PublicDeviceListQuery['publicDevices']['items'] | undefined;
  includeExpired: boolean;
  busy: boolean;
  detailSuffix: string;
}

const DeviceTable = memo(function DeviceTable({
  category,
  label,
  identifying,
  items,
  includeExpired,
  busy,
  detailSuffix,
}: DeviceTableProps) {
  return (
    // On a narrow screen the table keeps its columns readable and scrolls sideways.
    <ScrollTable label={label} data-testid="list-scroll" noWrap>
      <PlainTable links minW="3xl" aria-label={label} aria-busy={busy}>
        <thead>
          <tr>
            <th>ブランド名</th>
            {identifying.map((f) => (
              <th key={f.key}>{f.label}</th>
            ))}
            <th>証明書番号</th>
            <th>発売予定年月日</th>
            <th>公開日</th>
            {includeExpired && <th>取消日</th>}
          </tr>
        </thead>
        <tbody>
          {items?.map((device) => {
            const values = device as unknown as Record<string, string | null | undefined>;
            return (
              <tr key={device.id}>
                <td>
                  {/* The row's way to its detail, in the column that stays in view on a phone (a last
                      column was screens away); named with the certificate number, as brands repeat. */}
                  <RouterLink
                    to={`${paths.publicDevices.detail(category, device.id)}${detailSuffix}`}
                    aria-label={`${device.brandName.name}（${device.certificateNumber}）の詳細`}
                  >
                    {device.brandName.name}
                  </RouterLink>
                </td>
                {identifying.map((f) => (
                  <td key={f.key}>
                    <OrEmpty>{values[f.key]}</OrEmpty>
                  </td>
                ))}
                <td>{device.certificateNumber}</td>
                <td>{formatDate(device.releaseDate)}</td>
                <td>{formatDate(device.publishDate)}</td>
                {includeExpired && <td>{formatDate(device.canceledAt)}</td>}
              </tr>
            );
          })}
        </tbody>
      </PlainTable>
    </ScrollTable>
  );
});
