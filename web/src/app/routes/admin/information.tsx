import { Badge, Button, Field, HStack, Link, NativeSelect } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { LabelValueList } from '@/components/ui/label-value-list';
import { PdfExportButton } from '@/components/ui/pdf-export-button';
import { Pager } from '@/components/ui/pager';
import { paths } from '@/config/paths';
import { AdminPage } from '@/features/admin-master/components/admin-page';
import { CreateButton, DataTable, RowActions } from '@/features/admin-master/components/data-table';
import { DeleteConfirmPage } from '@/features/admin-master/components/delete-confirm-page';
import { isNotFound, useReportLoadError } from '@/features/admin-master/query-errors';
import { parseId, usePageParam } from '@/features/admin-master/use-page-param';
import { useSaveAndReturn } from '@/features/admin-master/use-save-and-return';
import { LinkifiedText } from '@/features/information/components/linkified-text';
import { InformationForm } from '@/features/information/forms/information-form';
import { emptyInformation, type InformationValues } from '@/features/information/forms/information-schema';
import {
  fromLocalInput,
  isShowType,
  SHOW_TYPE_LABELS,
  SHOW_TYPES,
  toLocalInput,
} from '@/features/information/show-types';
import { formatDateTime } from '@/lib/format-date';
import { BACK_TO_LIST } from '@/components/ui/form-actions';
import {
  CreateInformationDocument,
  DeleteInformationDocument,
  InformationDocument,
  InformationListDocument,
  type InformationShowType,
  UpdateInformationDocument,
} from '@/generated/graphql';
import { NotFoundPage } from '@/components/not-found-page';

const p = paths.admin.information;
const toInput = (values: InformationValues) => ({
  title: values.title.trim(),
  body: values.body,
  showType: values.showType as InformationShowType,
  publishedAt: fromLocalInput(values.publishedAt),
});

/** The show_type filter lives in the URL next to the page. */
function useShowTypeFilter(): [InformationShowType | undefined, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('show_type');
  const setShowType = (value: string) =>
    setParams(() => {
      const next = new URLSearchParams();
      if (isShowType(value)) next.set('show_type', value);
      return next;
    });
  return [isShowType(raw) ? raw : undefined, setShowType];
}

export function InformationListPage() {
  const [page, setPage] = usePageParam();
  const [showType, setShowType] = useShowTypeFilter();
  const { data, loading, error } = useQuery(InformationListDocument, { variables: { page, showType } });
  useReportLoadError(error);
  const list = data?.informationList;
  return (
    <AdminPage
      title="お知らせ一覧"
      actions={
        <>
          <PdfExportButton
            apiPath="/api/information"
            filters={{ show_type: showType }}
            fallbackFileName="information.pdf"
          />
          <CreateButton to={p.create()} />
        </>
      }
    >
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
      <DataTable
        caption="お知らせ一覧"
        loading={loading}
        rows={list?.items}
        empty="該当するお知らせはありません"
        columns={[
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
          {
            header: '操作',
            cell: (row) => <RowActions label={row.title} editPath={p.edit(row.id)} deletePath={p.delete(row.id)} />,
            width: '32',
            nowrap: true,
          },
        ]}
      />
      {list ? <Pager total={list.total} page={page} onChange={setPage} /> : null}
    </AdminPage>
  );
}

export function InformationCreatePage() {
  const [create] = useMutation(CreateInformationDocument);
  const save = useSaveAndReturn(p.list());
  return (
    <AdminPage title="お知らせの登録">
      <InformationForm
        initialValues={emptyInformation()}
        submitLabel="登録する"
        listPath={p.list()}
        onSubmit={(values, form) =>
          save(() => create({ variables: { input: toInput(values) } }), 'お知らせを登録しました', form)
        }
      />
    </AdminPage>
  );
}

function useInformation() {
  const id = parseId(useParams().id);
  const query = useQuery(InformationDocument, { variables: { id: id ?? 0 }, skip: id === null });
  useReportLoadError(query.error);
  return { id, ...query, information: query.data?.information };
}

export function InformationDetailPage() {
  const { id, error, information } = useInformation();
  if (id === null || isNotFound(error)) return <NotFoundPage />;
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

export function InformationEditPage() {
  const { id, error, information } = useInformation();
  const [update] = useMutation(UpdateInformationDocument);
  const save = useSaveAndReturn(p.list());
  if (id === null || isNotFound(error)) return <NotFoundPage />;
  return (
    <AdminPage title="お知らせの編集">
      {information ? (
        <InformationForm
          initialValues={{
            title: information.title,
            body: information.body,
            showType: information.showType,
            publishedAt: toLocalInput(information.publishedAt),
          }}
          submitLabel="更新する"
          listPath={p.list()}
          onSubmit={(values, form) =>
            save(() => update({ variables: { id, input: toInput(values) } }), 'お知らせを更新しました', form)
          }
        />
      ) : null}
    </AdminPage>
  );
}

export function InformationDeletePage() {
  const { id, error, loading, information } = useInformation();
  const [remove] = useMutation(DeleteInformationDocument);
  if (id === null || isNotFound(error)) return <NotFoundPage />;
  return (
    <DeleteConfirmPage
      noun="お知らせ"
      loading={loading}
      listPath={p.list()}
      rows={
        information
          ? [
              { label: 'タイトル', value: information.title },
              { label: '表示先', value: SHOW_TYPE_LABELS[information.showType] },
              { label: '公開日時', value: formatDateTime(information.publishedAt) },
            ]
          : null
      }
      onDelete={() => remove({ variables: { id } })}
    />
  );
}
