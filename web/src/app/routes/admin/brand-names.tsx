import { useMutation, useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { PdfExportButton } from '@/components/ui/pdf-export-button';
import { Pager } from '@/components/ui/pager';
import { paths } from '@/config/paths';
import { AdminPage } from '@/features/admin-master/components/admin-page';
import { CreateButton, DataTable, RowActions } from '@/features/admin-master/components/data-table';
import { DeleteConfirmPage } from '@/features/admin-master/components/delete-confirm-page';
import { isNotFound, useReportLoadError } from '@/features/admin-master/query-errors';
import { parseId, usePageParam } from '@/features/admin-master/use-page-param';
import { useSaveAndReturn } from '@/features/admin-master/use-save-and-return';
import { BrandNameForm } from '@/features/brand-names/forms/brand-name-form';
import { type BrandNameValues, EMPTY_BRAND_NAME } from '@/features/brand-names/forms/brand-name-schema';
import {
  BrandNameDocument,
  BrandNamesDocument,
  CreateBrandNameDocument,
  DeleteBrandNameDocument,
  UpdateBrandNameDocument,
} from '@/generated/graphql';
import { NotFoundPage } from '@/components/not-found-page';

const p = paths.admin.brandNames;
const toInput = (values: BrandNameValues) => ({
  name: values.name.trim(),
  organizationId: Number(values.organizationId),
  note: values.note,
});

export function BrandNameListPage() {
  const [page, setPage] = usePageParam();
  const { data, loading, error } = useQuery(BrandNamesDocument, { variables: { page } });
  useReportLoadError(error);
  const list = data?.brandNames;
  return (
    <AdminPage
      title="ブランド事業者一覧"
      actions={
        <>
          <PdfExportButton apiPath="/api/brand_names" fallbackFileName="brand_names.pdf" />
          <CreateButton to={p.create()} />
        </>
      }
    >
      <DataTable
        caption="ブランド事業者一覧"
        loading={loading}
        rows={list?.items}
        columns={[
          { header: 'ID', cell: (row) => row.id, width: '16', nowrap: true },
          { header: 'ブランド名', cell: (row) => row.name },
          { header: '事業者', cell: (row) => row.organization.name },
          { header: '備考', cell: (row) => row.note },
          {
            header: '操作',
            cell: (row) => <RowActions label={row.name} editPath={p.edit(row.id)} deletePath={p.delete(row.id)} />,
            width: '32',
          },
        ]}
      />
      {list ? <Pager total={list.total} page={page} onChange={setPage} /> : null}
    </AdminPage>
  );
}

export function BrandNameCreatePage() {
  const [create] = useMutation(CreateBrandNameDocument);
  const save = useSaveAndReturn(p.list());
  return (
    <AdminPage title="ブランド事業者の登録">
      <BrandNameForm
        initialValues={EMPTY_BRAND_NAME}
        submitLabel="登録する"
        listPath={p.list()}
        onSubmit={(values, form) =>
          save(() => create({ variables: { input: toInput(values) } }), 'ブランド事業者を登録しました', form)
        }
      />
    </AdminPage>
  );
}

export function BrandNameEditPage() {
  const id = parseId(useParams().id);
  const { data, error } = useQuery(BrandNameDocument, { variables: { id: id ?? 0 }, skip: id === null });
  useReportLoadError(error);
  const [update] = useMutation(UpdateBrandNameDocument);
  const save = useSaveAndReturn(p.list());
  if (id === null || isNotFound(error)) return <NotFoundPage />;
  const brandName = data?.brandName;
  return (
    <AdminPage title="ブランド事業者の編集">
      {brandName ? (
        <BrandNameForm
          initialValues={{
            name: brandName.name,
            organizationId: String(brandName.organization.id),
            note: brandName.note,
          }}
          submitLabel="更新する"
          listPath={p.list()}
          onSubmit={(values, form) =>
            save(() => update({ variables: { id, input: toInput(values) } }), 'ブランド事業者を更新しました', form)
          }
        />
      ) : null}
    </AdminPage>
  );
}

export function BrandNameDeletePage() {
  const id = parseId(useParams().id);
  const { data, loading, error } = useQuery(BrandNameDocument, { variables: { id: id ?? 0 }, skip: id === null });
  useReportLoadError(error);
  const [remove] = useMutation(DeleteBrandNameDocument);
  if (id === null || isNotFound(error)) return <NotFoundPage />;
  const brandName = data?.brandName;
  return (
    <DeleteConfirmPage
      noun="ブランド事業者"
      loading={loading}
      listPath={p.list()}
      rows={
        brandName
          ? [
              { label: 'ブランド名', value: brandName.name },
              { label: '事業者', value: brandName.organization.name },
              { label: '備考', value: brandName.note },
            ]
          : null
      }
      onDelete={() => remove({ variables: { id } })}
    />
  );
}
