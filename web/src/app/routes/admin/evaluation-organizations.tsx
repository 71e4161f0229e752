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
import { EvaluationOrganizationForm } from '@/features/evaluation-organizations/forms/evaluation-organization-form';
import {
  EMPTY_EVALUATION_ORGANIZATION,
  type EvaluationOrganizationValues,
} from '@/features/evaluation-organizations/forms/evaluation-organization-schema';
import { formatDateTime } from '@/lib/format-date';
import {
  CreateEvaluationOrganizationDocument,
  DeleteEvaluationOrganizationDocument,
  EvaluationOrganizationDocument,
  EvaluationOrganizationsDocument,
  UpdateEvaluationOrganizationDocument,
} from '@/generated/graphql';
import { NotFoundPage } from '@/components/not-found-page';

const p = paths.admin.evaluationOrganizations;
const toInput = (values: EvaluationOrganizationValues) => ({
  name: values.name.trim(),
  number: values.number.trim(),
  password: values.password,
  passwordConfirmation: values.passwordConfirmation,
});

export function EvaluationOrganizationListPage() {
  const [page, setPage] = usePageParam();
  const { data, loading, error } = useQuery(EvaluationOrganizationsDocument, { variables: { page } });
  useReportLoadError(error);
  const list = data?.evaluationOrganizations;
  return (
    <AdminPage
      title="評価機関一覧"
      actions={
        <>
          <PdfExportButton apiPath="/api/evaluation_organizations" fallbackFileName="evaluation_organizations.pdf" />
          <CreateButton to={p.create()} />
        </>
      }
    >
      <DataTable
        caption="評価機関一覧"
        loading={loading}
        rows={list?.items}
        columns={[
          { header: '評価機関番号', cell: (row) => row.number, width: '40', nowrap: true },
          { header: '評価機関名', cell: (row) => row.name },
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

export function EvaluationOrganizationCreatePage() {
  const [create] = useMutation(CreateEvaluationOrganizationDocument);
  const save = useSaveAndReturn(p.list());
  return (
    <AdminPage title="評価機関の登録">
      <EvaluationOrganizationForm
        mode="create"
        initialValues={EMPTY_EVALUATION_ORGANIZATION}
        submitLabel="登録する"
        listPath={p.list()}
        onSubmit={(values, form) =>
          save(() => create({ variables: { input: toInput(values) } }), '評価機関を登録しました', form)
        }
      />
    </AdminPage>
  );
}

export function EvaluationOrganizationEditPage() {
  const id = parseId(useParams().id);
  const { data, error } = useQuery(EvaluationOrganizationDocument, { variables: { id: id ?? 0 }, skip: id === null });
  useReportLoadError(error);
  const [update] = useMutation(UpdateEvaluationOrganizationDocument);
  const save = useSaveAndReturn(p.list());
  if (id === null || isNotFound(error)) return <NotFoundPage />;
  const row = data?.evaluationOrganization;
  return (
    <AdminPage title="評価機関の編集">
      {row ? (
        <EvaluationOrganizationForm
          mode="edit"
          initialValues={{ ...EMPTY_EVALUATION_ORGANIZATION, name: row.name, number: row.number }}
          submitLabel="更新する"
          listPath={p.list()}
          onSubmit={(values, form) =>
            save(() => update({ variables: { id, input: toInput(values) } }), '評価機関を更新しました', form)
          }
        />
      ) : null}
    </AdminPage>
  );
}

export function EvaluationOrganizationDeletePage() {
  const id = parseId(useParams().id);
  const { data, loading, error } = useQuery(EvaluationOrganizationDocument, {
    variables: { id: id ?? 0 },
    skip: id === null,
  });
  useReportLoadError(error);
  const [remove] = useMutation(DeleteEvaluationOrganizationDocument);
  if (id === null || isNotFound(error)) return <NotFoundPage />;
  const row = data?.evaluationOrganization;
  return (
    <DeleteConfirmPage
      noun="評価機関"
      loading={loading}
      listPath={p.list()}
      rows={
        row
          ? [
              { label: '評価機関名', value: row.name },
              { label: '評価機関番号', value: row.number },
            ]
          : null
      }
      onDelete={() => remove({ variables: { id } })}
    />
  );
}
