import { Box, Button, HStack, SimpleGrid, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { FilterDisclosure } from '@/components/ui/filter-disclosure';
import { DateRangeFields, SearchButtons, TextField } from '@/components/ui/search-form-fields';
import { ScrollTable } from '@/components/ui/scroll-table';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ErrorList } from '@/components/ui/error-list';
import { FlashMessage } from '@/components/ui/flash-message';
import { errorList, useReportedError } from '@/components/ui/error-list-store';
import { Pager } from '@/components/ui/pager';
import { paths } from '@/config/paths';
import { CategoryPicker } from '@/features/links/components/category-picker';
import { ApprovalBadge } from '@/features/links/components/approval-badge';
import { LinkUrlCell } from '@/features/links/components/link-url-cell';
import { SelectField } from '@/features/links/components/select-field';
import { PdfExportButton } from '@/components/ui/pdf-export-button';
import { APPROVAL_LABELS, categoryPathOnPage } from '@rules/link-labels';
import { EDITION_NAMES } from '@rules/editions';
import { formatDate } from '@/lib/format-date';
import { LinksDocument } from '@/generated/graphql';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { EMPTY_FILTERS, FILTER_SPEC, toFilterInput, type FilterValues } from './filters';
import { Screen } from '@/components/layout/page';

const EDITION_OPTIONS = [
  { value: 'house', label: '住宅版' },
  { value: 'building', label: '非住宅版' },
];
const APPROVED_OPTIONS = [
  { value: '1', label: APPROVAL_LABELS.approved },
  { value: '0', label: APPROVAL_LABELS.unapproved },
];
const DATE_TYPE_OPTIONS = [
  { value: 'created_at', label: '登録日' },
  { value: 'updated_at', label: '更新日' },
  { value: 'approved_at', label: '承認日' },
];

/** /admin/links: every link with the SPEC §3 filters, paged, PDF export, approve/disable/delete. */
export function AdminLinksPage() {
  const { filters: applied, page, apply: applyFilters, setPage, query, active } = useUrlFilters(FILTER_SPEC);
  const [params] = useSearchParams();
  const [form, setForm] = useState<FilterValues>(applied);
  const { data, loading, error } = useQuery(LinksDocument, {
    variables: { filter: toFilterInput(applied, page) },
    fetchPolicy: 'cache-and-network',
  });
  const search = params.toString();

  useReportedError(error);

  const set = (patch: Partial<FilterValues>) => setForm((current) => ({ ...current, ...patch }));
  const apply = (event: React.FormEvent) => {
    event.preventDefault();
    errorList.clear();
    applyFilters(form);
  };
  const edition = form.type === 'house' || form.type === 'building' ? form.type : null;
  const actionState = { search };

  return (
    <Screen title="リンク管理">
      <FlashMessage />
      <ErrorList />
      <FilterDisclosure active={active}>
        <Box as="form" role="search" onSubmit={apply} aria-label="リンク検索" borderWidth="1px" borderRadius="md" p="4">
          <Stack gap="3">
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
              <SelectField
                label="種別"
                name="type"
                value={form.type}
                placeholder="すべて"
                options={EDITION_OPTIONS}
                onChange={(type) => set({ type, level1: '', level2: '', category_code: '' })}
              />
              <SelectField
                label="承認状態"
                name="approved"
                value={form.approved}
                placeholder="すべて"
                options={APPROVED_OPTIONS}
                onChange={(approved) => set({ approved })}
              />
              <TextField
                label="事業者名"
                size="sm"
                value={form.organization_name}
                onChange={(e) => set({ organization_name: e.currentTarget.value })}
              />
            </SimpleGrid>
            {edition ? (
              <CategoryPicker
                edition={edition}
                requireCategory={false}
                showLevel3={false}
                value={{ level1: form.level1, level2: form.level2, level3: '', categoryCode: form.category_code }}
                onChange={(choice) =>
                  set({ level1: choice.level1, level2: choice.level2, category_code: choice.categoryCode })
                }
              />
            ) : (
              <Text fontSize="sm" color="fg.muted">
                種別を選ぶと大分類・中分類・カテゴリーで絞り込めます。
              </Text>
            )}
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
              <SelectField
                label="日付の種類"
                name="date_type"
                value={form.date_type}
                placeholder="登録日"
                options={DATE_TYPE_OPTIONS}
                onChange={(date_type) => set({ date_type })}
              />
              <DateRangeFields
                size="sm"
                value={{ start: form.start_date, finish: form.finish_date }}
                onChange={(range) => set({ start_date: range.start, finish_date: range.finish })}
              />
            </SimpleGrid>
            <HStack gap="3">
              <SearchButtons
                onClear={() => {
                  setForm(EMPTY_FILTERS);
                  applyFilters(EMPTY_FILTERS);
                }}
              />
              <PdfExportButton apiPath="/api/links" filters={Object.fromEntries(query)} fallbackFileName="links.pdf" />
            </HStack>
          </Stack>
        </Box>
      </FilterDisclosure>
      {loading && !data ? <Skeleton height="24" /> : null}
      {data ? (
        <>
          <Pager total={data.links.total} page={page} onChange={setPage} />
          <ScrollTable label="リンク一覧">
            <Table.Root size="sm" variant="outline" aria-label="リンク一覧">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>ID</Table.ColumnHeader>
                  <Table.ColumnHeader>種別</Table.ColumnHeader>
                  <Table.ColumnHeader>カテゴリー</Table.ColumnHeader>
                  <Table.ColumnHeader>事業者</Table.ColumnHeader>
                  <Table.ColumnHeader>URL</Table.ColumnHeader>
                  <Table.ColumnHeader>状態</Table.ColumnHeader>
                  <Table.ColumnHeader>登録日</Table.ColumnHeader>
                  <Table.ColumnHeader>操作</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.links.items.map((link) => (
                  <Table.Row key={link.id}>
                    <Table.Cell whiteSpace="nowrap">{link.id}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{EDITION_NAMES[link.type]}</Table.Cell>
                    <Table.Cell>{categoryPathOnPage(link.category)}</Table.Cell>
                    <Table.Cell>{link.organizationName}</Table.Cell>
                    <LinkUrlCell link={link} />
                    <Table.Cell>
                      <ApprovalBadge approved={link.approved} />
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{formatDate(link.createdAt)}</Table.Cell>
                    <Table.Cell>
                      <HStack gap="2">
                        {link.approved ? (
                          <Button asChild size="xs" variant="outline">
                            <RouterLink
                              to={paths.admin.links.approveDisabled(link.id)}
                              state={actionState}
                              aria-label={`ID ${link.id}のリンクを承認取消`}
                            >
                              承認取消
                            </RouterLink>
                          </Button>
                        ) : (
                          <Button asChild size="xs" colorPalette="green">
                            <RouterLink
                              to={paths.admin.links.approveEnabled(link.id)}
                              state={actionState}
                              aria-label={`ID ${link.id}のリンクを承認`}
                            >
                              承認
                            </RouterLink>
                          </Button>
                        )}
                        <Button asChild size="xs" variant="outline" colorPalette="red">
                          <RouterLink
                            to={paths.admin.links.delete(link.id)}
                            state={actionState}
                            aria-label={`ID ${link.id}のリンクを削除`}
                          >
                            削除
                          </RouterLink>
                        </Button>
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </ScrollTable>
          {data.links.items.length === 0 ? <Text>該当するリンクはありません。</Text> : null}
        </>
      ) : null}
    </Screen>
  );
}

export { AdminLinksPage as Component };
