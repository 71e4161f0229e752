import { Badge, Button, Field, HStack, Link, NativeSelect } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { type UrlFilterSpec, useUrlFilters } from '@/hooks/use-url-filters';
import { NotFoundPage } from '@/components/not-found-page';
import { BACK_TO_LIST } from '@/components/ui/form-actions';
import { LabelValueList } from '@/components/ui/label-value-list';
import { paths } from '@/config/paths';
import { AdminPage } from '@/features/admin-master/components/admin-page';
import { useMasterItem } from '@/features/admin-master/master-screens';
import { type MasterListFilter, masterTable } from '@/features/admin-master/master-table';
import { LinkifiedText } from '@/features/information/components/linkified-text';
import { emptyInformation, informationSchema } from '@/features/information/forms/information-schema';
import {
  fromLocalInput,
  isShowType,
  SHOW_TYPE_LABELS,
  SHOW_TYPES,
  toLocalInput,
} from '@/features/information/show-types';
import { formatDateTime } from '@/lib/format-date';
import {
  CreateInformationDocument,
  DeleteInformationDocument,
  InformationDocument,
  InformationListDocument,
  type InformationQuery,
  type InformationShowType,
  UpdateInformationDocument,
} from '@/generated/graphql';

const p = paths.admin.information;

/** The show_type filter lives in the URL next to the page; choosing one starts again at page 1. */
const FILTERS: UrlFilterSpec<{ showType: string }> = { showType: { param: 'show_type' } };

function useShowTypeFilter(): MasterListFilter {
  const { filters, apply } = useUrlFilters(FILTERS);
  const showType = isShowType(filters.showType) ? filters.showType : undefined;
  const setShowType = (value: string) => apply({ showType: isShowType(value) ? value : '' });
  return {
    variables: { showType },
    pdfFilters: { show_type: showType },
    control: (
      <Field.Root maxW="xs">
        <Field.Label>表示先で絞り込み</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={showType ?? ''} onChange={(event) => setShowType(event.currentTarget.value)}>
            <option value="">すべて</option>
            {SHOW_TYPES.map((type) => (
              <option key={type} value={type}>
                {SHOW_TYPE_LABELS[type]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    ),
  };
}

/** /admin/information: the notices the public pages show. */
export const table = masterTable({
  noun: 'お知らせ',
  formLabel: 'お知らせフォーム',
  paths: p,
  pdf: { apiPath: '/api/information', fallbackFileName: 'information.pdf' },
  list: {
    query: InformationListDocument,
    field: 'informationList',
    useFilter: useShowTypeFilter,
    empty: '該当するお知らせはありません',
    actionsNowrap: true,
    columns: [
      {
        header: '公開日時',
        cell: (row) => (
          <>
            {formatDateTime(row.publishedAt)}
            {new Date(row.publishedAt).getTime() > Date.now() ? (
              <Badge ms="2" colorPalette="orange" size="sm">
                公開前
              </Badge>
            ) : null}
          </>
        ),
        width: '48',
        nowrap: true,
      },
      { header: '表示先', cell: (row) => SHOW_TYPE_LABELS[row.showType], width: '40' },
      {
        header: 'タイトル',
        cell: (row) => (
          <Link asChild colorPalette="blue">
            <RouterLink to={p.detail(row.id)}>{row.title}</RouterLink>
          </Link>
        ),
      },
    ],
    rowLabel: (row) => row.title,
  },
  item: {
    query: InformationDocument,
    field: 'information',
    summary: (item) => [
      { label: 'タイトル', value: item.title },
      { label: '表示先', value: SHOW_TYPE_LABELS[item.showType] },
      { label: '公開日時', value: formatDateTime(item.publishedAt) },
    ],
  },
  form: {
    schema: () => informationSchema,
    empty: emptyInformation,
    fromItem: (item) => ({
      title: item.title,
      body: item.body,
      showType: item.showType,
      publishedAt: toLocalInput(item.publishedAt),
    }),
    fields: () => [
      { name: 'title', label: 'タイトル', required: true },
      {
        name: 'body',
        label: '本文',
        required: true,
        rows: 8,
        helper: '改行はそのまま表示されます。URL（https://…）はリンクになります。',
      },
      {
        name: 'showType',
        label: '表示先',
        required: true,
        maxW: 'xs',
        placeholder: '選択してください',
        options: SHOW_TYPES.map((type) => [type, SHOW_TYPE_LABELS[type]] as const),
      },
      {
        name: 'publishedAt',
        label: '公開日時',
        type: 'datetime-local',
        required: true,
        maxW: 'xs',
        helper: 'この日時以降に公開ページへ表示されます',
      },
    ],
    toInput: (values) => ({
      title: values.title.trim(),
      body: values.body,
      showType: values.showType as InformationShowType,
      publishedAt: fromLocalInput(values.publishedAt),
    }),
  },
  create: CreateInformationDocument,
  update: UpdateInformationDocument,
  remove: DeleteInformationDocument,
});

export function InformationDetailPage() {
  const { notFound, item } = useMasterItem(table);
  if (notFound) return <NotFoundPage />;
  const information = item as InformationQuery['information'] | undefined;
  return (
    <AdminPage title="お知らせ詳細">
      {information ? (
        <>
          <LabelValueList
            rows={[
              { label: 'タイトル', value: information.title },
              { label: '表示先', value: SHOW_TYPE_LABELS[information.showType] },
              { label: '公開日時', value: formatDateTime(information.publishedAt) },
              { label: '本文', value: <LinkifiedText text={information.body} /> },
            ]}
          />
          <HStack gap="2" wrap="wrap">
            <Button asChild colorPalette="blue">
              <RouterLink to={p.edit(information.id)}>編集</RouterLink>
            </Button>
            <Button asChild colorPalette="red" variant="outline">
              <RouterLink to={p.delete(information.id)}>削除</RouterLink>
            </Button>
            <Button asChild variant="outline">
              <RouterLink to={p.list()}>{BACK_TO_LIST}</RouterLink>
            </Button>
          </HStack>
        </>
      ) : null}
    </AdminPage>
  );
}
