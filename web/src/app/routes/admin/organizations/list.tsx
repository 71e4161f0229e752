import { Box, Checkbox, Field, Grid, HStack, Input, Link, Table, Text } from '@chakra-ui/react';
import { labelOptions, SelectField } from '@/features/links/components/select-field';
import { FilterDisclosure } from '@/components/ui/filter-disclosure';
import { DateRangeFields, SearchButtons } from '@/components/ui/search-form-fields';
import { ListTable } from '@/components/ui/list-table';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import { errorList, useReportedError } from '@/components/ui/error-list-store';
import { Pager } from '@/components/ui/pager';
import { paths } from '@/config/paths';
import { Page } from '@/components/layout/page';
import { PdfExportButton } from '@/components/ui/pdf-export-button';
import { useOrganizationFilter } from '@/features/organizations/hooks/use-organization-filter';
import { useFilterForm } from '@/hooks/use-filter-form';
import {
  DATE_TYPE_LABELS,
  managedLabels,
  ORGANIZATION_TYPE_LABELS,
  STATUS_LABELS,
} from '@/features/organizations/labels';
import { formatDate } from '@/lib/format-date';
import { OrganizationsDocument } from '@/generated/graphql';

/** /admin/organizations: filters, paged list, PDF of the filtered list. */
export function AdminOrganizationsPage() {
  const { values, page, filter, search, setPage, pdfQuery } = useOrganizationFilter();
  const { form, set, bind } = useFilterForm(values);
  const { data, error } = useQuery(OrganizationsDocument, { variables: { filter } });
  useReportedError(error);
  const list = data?.organizations;

  return (
    <Page title="事業者管理">
      <FilterDisclosure
        active={Boolean(
          values.keyword ||
          values.type ||
          values.status ||
          values.startDate ||
          values.finishDate ||
          values.deviceManager,
        )}
      >
        <Box
          as="form"
          role="search"
          aria-label="事業者の検索"
          borderWidth="1px"
          rounded="md"
          p="4"
          onSubmit={(event) => {
            event.preventDefault();
            errorList.clear();
            search(form);
          }}
        >
          <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="3">
            <Field.Root>
              <Field.Label>キーワード</Field.Label>
              <Input size="sm" value={form.keyword} onChange={(e) => set({ keyword: e.target.value })} />
              {/* Text, not a placeholder: it stays while typing and is not cut off at 200% text size. */}
              <Field.HelperText>事業者名・住所・電話番号・メールアドレスで検索</Field.HelperText>
            </Field.Root>
            <SelectField
              label="事業者区分"
              {...bind('type')}
              placeholder="すべて"
              options={labelOptions(ORGANIZATION_TYPE_LABELS)}
            />
            <SelectField label="状態" {...bind('status')} placeholder="すべて" options={labelOptions(STATUS_LABELS)} />
            <SelectField label="日付の種類" {...bind('dateType')} options={labelOptions(DATE_TYPE_LABELS)} />
            <DateRangeFields
              size="sm"
              value={{ start: form.startDate, finish: form.finishDate }}
              onChange={(range) => set({ startDate: range.start, finishDate: range.finish })}
            />
          </Grid>
          <HStack mt="3" gap="4" flexWrap="wrap">
            <Checkbox.Root
              checked={form.deviceManager}
              onCheckedChange={(d) => set({ deviceManager: d.checked === true })}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>機器管理権限のある事業者のみ</Checkbox.Label>
            </Checkbox.Root>
            <SearchButtons />
            <PdfExportButton
              apiPath="/api/organizations"
              filters={Object.fromEntries(new URLSearchParams(pdfQuery))}
              fallbackFileName="organizations.pdf"
            />
          </HStack>
        </Box>
      </FilterDisclosure>

      {list ? (
        <>
          <Pager total={list.total} page={page} onChange={setPage} />
          {list.items.length === 0 ? (
            <Text>該当する事業者はありません。</Text>
          ) : (
            <ListTable
              label="事業者一覧"
              interactive
              headers={['ID', '事業者名', '区分', '電話番号', '状態', '管理できる機器', '登録日', '承認日']}
              rows={list.items}
              cells={(org) => (
                <>
                  <Table.Cell whiteSpace="nowrap">{org.id}</Table.Cell>
                  <Table.Cell>
                    <Link asChild colorPalette="blue">
                      <RouterLink to={paths.admin.organizations.detail(org.id)}>{org.name}</RouterLink>
                    </Link>
                  </Table.Cell>
                  <Table.Cell>{ORGANIZATION_TYPE_LABELS[String(org.type)] ?? org.type}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{org.tel}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{STATUS_LABELS[org.status]}</Table.Cell>
                  <Table.Cell>{managedLabels(org)}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatDate(org.createdAt)}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatDate(org.approvedAt)}</Table.Cell>
                </>
              )}
            />
          )}
          <Pager placement="bottom" total={list.total} page={page} onChange={setPage} />
        </>
      ) : null}
    </Page>
  );
}

export { AdminOrganizationsPage as Component };
