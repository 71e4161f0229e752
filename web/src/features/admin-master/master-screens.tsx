import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { NotFoundPage } from '@/components/not-found-page';
import { Pager } from '@/components/ui/pager';
import { PdfExportButton } from '@/components/ui/pdf-export-button';
import { AdminPage } from './components/admin-page';
import { CreateButton, DataTable, RowActions } from './components/data-table';
import { DeleteConfirmPage } from './components/delete-confirm-page';
import { MasterForm } from './master-form';
import type { AnyMasterTable, MasterListFilter } from './master-table';
import { isNotFound, useReportLoadError } from './query-errors';
import { usePageParam } from '@/hooks/use-url-filters';
import { parseId } from '@/lib/parse-id';
import { useSaveAndReturn } from './use-save-and-return';

interface ScreenProps {
  table: AnyMasterTable;
}

const NO_FILTER: MasterListFilter = { variables: {}, control: null };
const useNoFilter = () => NO_FILTER;

/** …一覧: the table's rows a page at a time, with PDF export and 新規登録. */
export function MasterListPage({ table }: ScreenProps) {
  const { list, paths, pdf } = table;
  const [page, setPage] = usePageParam();
  const filter = (list.useFilter ?? useNoFilter)();
  const { data, loading, error } = useQuery(list.query, { variables: { page, ...filter.variables } as never });
  useReportLoadError(error);
  const rows = data?.[list.field] as { items: { id: number }[]; total: number } | undefined;
  const title = `${table.noun}一覧`;
  return (
    <AdminPage
      title={title}
      actions={
        <>
          <PdfExportButton apiPath={pdf.apiPath} filters={filter.pdfFilters} fallbackFileName={pdf.fallbackFileName} />
          <CreateButton to={paths.create()} />
        </>
      }
    >
      {filter.control}
      <DataTable
        caption={title}
        loading={loading}
        rows={rows?.items}
        empty={list.empty}
        columns={[
          ...list.columns,
          {
            header: '操作',
            cell: (row) => (
              <RowActions label={list.rowLabel(row)} editPath={paths.edit(row.id)} deletePath={paths.delete(row.id)} />
            ),
            width: '32',
            nowrap: list.actionsNowrap,
          },
        ]}
      />
      {rows ? <Pager total={rows.total} page={page} onChange={setPage} /> : null}
    </AdminPage>
  );
}

/** The item a {id} route names (null id: not a positive number), its load failures reported. */
export function useMasterItem(table: AnyMasterTable) {
  const id = parseId(useParams().id);
  const query = useQuery(table.item.query, id === null ? skipToken : { variables: { id } });
  useReportLoadError(query.error);
  return {
    id,
    loading: query.loading,
    notFound: id === null || isNotFound(query.error),
    item: query.data?.[table.item.field] as unknown,
  };
}

export function MasterCreatePage({ table }: ScreenProps) {
  const [create] = useMutation(table.create);
  const save = useSaveAndReturn(table.paths.list());
  return (
    <AdminPage title={`${table.noun}の登録`}>
      <MasterForm
        table={table}
        mode="create"
        initialValues={table.form.empty()}
        onSubmit={save(
          (values) => create({ variables: { input: table.form.toInput(values) } }),
          `${table.noun}を登録しました`,
        )}
      />
    </AdminPage>
  );
}

export function MasterEditPage({ table }: ScreenProps) {
  const { id, notFound, item } = useMasterItem(table);
  const [update] = useMutation(table.update);
  const save = useSaveAndReturn(table.paths.list());
  if (id === null || notFound) return <NotFoundPage />;
  return (
    <AdminPage title={`${table.noun}の編集`}>
      {item ? (
        <MasterForm
          table={table}
          mode="edit"
          initialValues={table.form.fromItem(item)}
          onSubmit={save(
            (values) => update({ variables: { id, input: table.form.toInput(values) } }),
            `${table.noun}を更新しました`,
          )}
        />
      ) : null}
    </AdminPage>
  );
}

export function MasterDeletePage({ table }: ScreenProps) {
  const { id, notFound, loading, item } = useMasterItem(table);
  const [remove] = useMutation(table.remove);
  if (id === null || notFound) return <NotFoundPage />;
  return (
    <DeleteConfirmPage
      noun={table.noun}
      loading={loading}
      listPath={table.paths.list()}
      rows={item ? table.item.summary(item) : null}
      onDelete={() => remove({ variables: { id } })}
    />
  );
}
