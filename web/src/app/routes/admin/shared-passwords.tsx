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
import { SharedPasswordForm } from '@/features/shared-passwords/forms/shared-password-form';
import {
  EMPTY_SHARED_PASSWORD,
  type SharedPasswordValues,
} from '@/features/shared-passwords/forms/shared-password-schema';
import { formatDateTime } from '@/lib/format-date';
import {
  CreateSharedPasswordDocument,
  DeleteSharedPasswordDocument,
  SharedPasswordDocument,
  SharedPasswordsDocument,
  UpdateSharedPasswordDocument,
} from '@/generated/graphql';
import { NotFoundPage } from '@/components/not-found-page';

const p = paths.admin.sharedPasswords;
const NOUN = '共用ファイルアップロード用パスワード';
const toInput = (values: SharedPasswordValues) => ({
  name: values.name.trim(),
  zipPassword: values.zipPassword,
  zipPasswordConfirmation: values.zipPasswordConfirmation,
  note: values.note,
});

export function SharedPasswordListPage() {
  const [page, setPage] = usePageParam();
  const { data, loading, error } = useQuery(SharedPasswordsDocument, { variables: { page } });
  useReportLoadError(error);
  const list = data?.sharedPasswords;
  return (
    <AdminPage
      title={`${NOUN}一覧`}
      actions={
        <>
          <PdfExportButton apiPath="/api/shared_passwords" fallbackFileName="shared_passwords.pdf" />
          <CreateButton to={p.create()} />
        </>
      }
    >
      <DataTable
        caption={`${NOUN}一覧`}
        loading={loading}
        rows={list?.items}
        columns={[
          { header: 'ID', cell: (row) => row.id, width: '16', nowrap: true },
          { header: '名称', cell: (row) => row.name },
          { header: '備考', cell: (row) => row.note },
          { header: '更新日時', cell: (row) => formatDateTime(row.updatedAt), width: '40', nowrap: true },
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

export function SharedPasswordCreatePage() {
  const [create] = useMutation(CreateSharedPasswordDocument);
  const save = useSaveAndReturn(p.list());
  return (
    <AdminPage title={`${NOUN}の登録`}>
      <SharedPasswordForm
        mode="create"
        initialValues={EMPTY_SHARED_PASSWORD}
        submitLabel="登録する"
        listPath={p.list()}
        onSubmit={(values, form) =>
          save(() => create({ variables: { input: toInput(values) } }), `${NOUN}を登録しました`, form)
        }
      />
    </AdminPage>
  );
}

export function SharedPasswordEditPage() {
  const id = parseId(useParams().id);
  const { data, error } = useQuery(SharedPasswordDocument, { variables: { id: id ?? 0 }, skip: id === null });
  useReportLoadError(error);
  const [update] = useMutation(UpdateSharedPasswordDocument);
  const save = useSaveAndReturn(p.list());
  if (id === null || isNotFound(error)) return <NotFoundPage />;
  const row = data?.sharedPassword;
  return (
    <AdminPage title={`${NOUN}の編集`}>
      {row ? (
        <SharedPasswordForm
          mode="edit"
          initialValues={{ ...EMPTY_SHARED_PASSWORD, name: row.name, note: row.note }}
          submitLabel="更新する"
          listPath={p.list()}
          onSubmit={(values, form) =>
            save(() => update({ variables: { id, input: toInput(values) } }), `${NOUN}を更新しました`, form)
          }
        />
      ) : null}
    </AdminPage>
  );
}

export function SharedPasswordDeletePage() {
  const id = parseId(useParams().id);
  const { data, loading, error } = useQuery(SharedPasswordDocument, { variables: { id: id ?? 0 }, skip: id === null });
  useReportLoadError(error);
  const [remove] = useMutation(DeleteSharedPasswordDocument);
  if (id === null || isNotFound(error)) return <NotFoundPage />;
  const row = data?.sharedPassword;
  return (
    <DeleteConfirmPage
      noun={NOUN}
      loading={loading}
      listPath={p.list()}
      rows={
        row
          ? [
              { label: '名称', value: row.name },
              { label: '備考', value: row.note },
            ]
          : null
      }
      onDelete={() => remove({ variables: { id } })}
    />
  );
}
