import { deviceListHeading } from '@rules/page-titles';
import {
  Button,
  Checkbox,
  Field,
  Heading,
  HStack,
  Input,
  Link,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { FilterDisclosure } from '@/components/ui/filter-disclosure';
import { Select } from '@/components/ui/select';
import { DateInput } from '@/components/ui/date-input';
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
import {
  DeviceListDocument,
  DeviceOrganizationOptionsDocument,
  type DeviceFilter,
  type DeviceStatus,
} from '@/generated/graphql';
import { NotFoundPage } from '@/components/not-found-page';
import { filterQuery } from '@/features/devices/api';
import {
  DownloadButton,
  IDENTIFYING_KEYS,
  isForbidden,
  STATUS_OPTIONS,
  useCategoryParam,
  type Area,
} from '@/features/devices/common';
import { FlashMessage } from '@/components/ui/flash-message';
import { formatDate } from '@/lib/format-date';
import { Page } from '@/components/layout/page';

interface FilterForm {
  brandName: string;
  /** 品番・証明書番号, matched as the public lists and the search match it. */
  number: string;
  /** システム型式 (solar categories). */
  systemType: string;
  status: string;
  includeExpired: boolean;
  dateType: string;
  startDate: string;
  finishDate: string;
  releaseDateFrom: string;
  publishDateFrom: string;
  organizationId: string;
}

const EMPTY_FILTER: FilterForm = {
  brandName: '',
  number: '',
  systemType: '',
  status: '',
  includeExpired: false,
  dateType: 'created_at',
  startDate: '',
  finishDate: '',
  releaseDateFrom: '',
  publishDateFrom: '',
  organizationId: '',
};

/** Trimmed texts; dates only with their type; empty values left out (SPEC §3 search filters). */
function toFilter(form: FilterForm, page: number): DeviceFilter {
  const trim = (v: string) => v.trim() || undefined;
  const hasRange = Boolean(form.startDate || form.finishDate);
  return {
    page,
    brandName: trim(form.brandName),
    number: trim(form.number),
    systemType: trim(form.systemType),
    status: (form.status || undefined) as DeviceStatus | undefined,
    includeExpired: form.includeExpired || undefined,
    dateType: hasRange ? form.dateType : undefined,
    startDate: trim(form.startDate),
    finishDate: trim(form.finishDate),
    releaseDateFrom: trim(form.releaseDateFrom),
    publishDateFrom: trim(form.publishDateFrom),
    organizationId:
      form.organizationId.trim() && /^\d+$/.test(form.organizationId.trim())
        ? Number(form.organizationId.trim())
        : undefined,
  };
}

/** The list as filtered, as CSV and as a workbook (same columns and rows). */
const LIST_DOWNLOADS = [
  { path: 'organization_csv', fallbackName: 'list.csv', failure: 'CSVの出力に失敗しました', label: 'CSV出力' },
  { path: 'organization_xlsx', fallbackName: 'list.xlsx', failure: 'Excelの出力に失敗しました', label: 'Excel出力' },
] as const;

export function DeviceListPage({ area }: { area: Area }) {
  const category = useCategoryParam();
  const [form, setForm] = useState<FilterForm>(EMPTY_FILTER);
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
  const set = (key: keyof FilterForm) => (event: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: event.target.value }));

  return (
    <Stack gap="5">
      <Heading as="h1" size="lg">
        {heading}
      </Heading>
      <FlashMessage />
      <ErrorList />
      <FilterDisclosure active={JSON.stringify(applied) !== JSON.stringify(EMPTY_FILTER)}>
        <form
          role="search"
          aria-label="検索条件"
          onSubmit={(event) => {
            event.preventDefault();
            errorList.clear();
            setPage(1);
            setApplied(form);
          }}
        >
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
            <Field.Root>
              <Field.Label>ブランド名</Field.Label>
              <Input value={form.brandName} onChange={set('brandName')} />
            </Field.Root>
            <Field.Root>
              <Field.Label>品番・証明書番号</Field.Label>
              <Input value={form.number} onChange={set('number')} />
            </Field.Root>
            {category.identifyingFields.some((field) => field.key === 'systemType') ? (
              <Field.Root>
                <Field.Label>システム型式</Field.Label>
                <Input value={form.systemType} onChange={set('systemType')} />
              </Field.Root>
            ) : null}
            <Field.Root>
              <Field.Label>状態</Field.Label>
              <Select aria-label="状態" value={form.status} onChange={set('status')}>
                <option value="">すべて</option>
                {STATUS_OPTIONS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </Select>
            </Field.Root>
            <Field.Root>
              <Field.Label>発売予定年月日（以降）</Field.Label>
              <DateInput value={form.releaseDateFrom} onChange={set('releaseDateFrom')} />
            </Field.Root>
            <Field.Root>
              <Field.Label>公開日（以降）</Field.Label>
              <DateInput value={form.publishDateFrom} onChange={set('publishDateFrom')} />
            </Field.Root>
            {area === 'admin' ? (
              <Field.Root>
                <Field.Label>事業者</Field.Label>
                <Select aria-label="事業者" value={form.organizationId} onChange={set('organizationId')}>
                  <option value="">すべて</option>
                  {(organizations?.deviceOrganizationOptions ?? []).map((o) => (
                    <option key={o.id} value={String(o.id)}>
                      {o.name}
                    </option>
                  ))}
                </Select>
              </Field.Root>
            ) : (
              <div />
            )}
            <Field.Root>
              <Field.Label>日付の種類</Field.Label>
              <Select aria-label="日付の種類" value={form.dateType} onChange={set('dateType')}>
                <option value="created_at">登録日</option>
                <option value="updated_at">更新日</option>
                <option value="release_date">発売予定年月日</option>
                <option value="publish_date">公開日</option>
              </Select>
            </Field.Root>
            <Field.Root>
              <Field.Label>開始日</Field.Label>
              <DateInput value={form.startDate} onChange={set('startDate')} />
            </Field.Root>
            <Field.Root>
              <Field.Label>終了日</Field.Label>
              <DateInput value={form.finishDate} onChange={set('finishDate')} />
            </Field.Root>
          </SimpleGrid>
          <HStack mt="3" gap="3" wrap="wrap">
            <Checkbox.Root
              checked={form.includeExpired}
              onCheckedChange={(d) => setForm((f) => ({ ...f, includeExpired: d.checked === true }))}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>取消済を含める</Checkbox.Label>
            </Checkbox.Root>
            <Button type="submit" colorPalette="blue" size="sm">
              検索
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                setForm(EMPTY_FILTER);
                setApplied(EMPTY_FILTER);
                setPage(1);
              }}
            >
              クリア
            </Button>
          </HStack>
        </form>
      </FilterDisclosure>

      <HStack gap="3" wrap="wrap">
        {area === 'organization' ? (
          <Button asChild colorPalette="success" size="sm">
            <RouterLink to={paths.organization.devices(category.code).upload()}>アップロード</RouterLink>
          </Button>
        ) : null}
        <PdfExportButton apiPath={`/api/${category.code}`} filters={snakeFilters} />
        {LIST_DOWNLOADS.map(({ path, fallbackName, failure, label }) => (
          <DownloadButton
            key={path}
            url={`/api/${category.code}/download/${path}${query}`}
            fallbackName={fallbackName}
            failure={failure}
          >
            {label}
          </DownloadButton>
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
