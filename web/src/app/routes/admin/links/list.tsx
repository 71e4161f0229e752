import { Box, HStack, SimpleGrid, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { FilterDisclosure } from '@/components/ui/filter-disclosure';
import { DateRangeFields, SearchButtons, TextField } from '@/components/ui/search-form-fields';
import { RowActionLink, RowActionsCell } from '@/components/ui/row-action-link';
import { ListTable } from '@/components/ui/list-table';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
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
import { useFilterForm } from '@/hooks/use-filter-form';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { EMPTY_FILTERS, FILTER_SPEC, toFilterInput, type FilterValues } from './filters';
import { Screen } from '@/components/layout/page';
import type { LinkAction } from './action';

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

const ACTION_LINKS = {
  enable: { verb: '承認', path: paths.admin.links.approveEnabled, look: { variant: 'solid', colorPalette: 'green' } },
  disable: { verb: '承認取消', path: paths.admin.links.approveDisabled, look: {} },
  delete: { verb: '削除', path: paths.admin.links.delete, look: { colorPalette: 'red' } },
} as const satisfies Record<LinkAction, unknown>;

/** A row's 承認 / 承認取消 / 削除 link, named with the link's ID; it carries the list's search back. */
function AdminLinkAction({ id, action, state }: { id: number; action: LinkAction; state: { search: string } }) {
  const { verb, path, look } = ACTION_LINKS[action];
  return (
    <RowActionLink to={path(id)} state={state} label={`ID ${id}のリンクを${verb}`} {...look}>
      {verb}
    </RowActionLink>
  );
}

/** /admin/links: every link with the SPEC §3 filters, paged, PDF export, approve/disable/delete. */
export function AdminLinksPage() {
  const { filters: applied, page, apply: applyFilters, setPage, query, active } = useUrlFilters(FILTER_SPEC);
  const [params] = useSearchParams();
  const { form, setForm, set, bind } = useFilterForm<FilterValues>(applied);
  const { data, loading, error } = useQuery(LinksDocument, {
    variables: { filter: toFilterInput(applied, page) },
    fetchPolicy: 'cache-and-network',
  });
  const search = params.toString();

  useReportedError(error);

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
              <SelectField label="承認状態" {...bind('approved')} placeholder="すべて" options={APPROVED_OPTIONS} />
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
              <SelectField label="日付の種類" {...bind('date_type')} placeholder="登録日" options={DATE_TYPE_OPTIONS} />
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
          <ListTable
            label="リンク一覧"
            headers={['ID', '種別', 'カテゴリー', '事業者', 'URL', '状態', '登録日', '操作']}
            rows={data.links.items}
            cells={(link) => (
              <>
                <Table.Cell whiteSpace="nowrap">{link.id}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{EDITION_NAMES[link.type]}</Table.Cell>
                <Table.Cell>{categoryPathOnPage(link.category)}</Table.Cell>
                <Table.Cell>{link.organizationName}</Table.Cell>
                <LinkUrlCell link={link} />
                <Table.Cell>
                  <ApprovalBadge approved={link.approved} />
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatDate(link.createdAt)}</Table.Cell>
                <RowActionsCell>
                  <AdminLinkAction id={link.id} action={link.approved ? 'disable' : 'enable'} state={actionState} />
                  <AdminLinkAction id={link.id} action="delete" state={actionState} />
                </RowActionsCell>
              </>
            )}
          />
          {data.links.items.length === 0 ? <Text>該当するリンクはありません。</Text> : null}
        </>
      ) : null}
    </Screen>
  );
}

export { AdminLinksPage as Component };
