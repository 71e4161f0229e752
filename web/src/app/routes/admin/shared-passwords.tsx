import { paths } from '@/config/paths';
import { masterTable } from '@/features/admin-master/master-table';
import { storedSecretFields } from '@/features/admin-master/stored-secret';
import {
  EMPTY_SHARED_PASSWORD,
  sharedPasswordSchema,
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

/** /admin/shared_passwords: zip passwords any organization may encrypt an upload with. */
export const table = masterTable({
  noun: '共用ファイルアップロード用パスワード',
  formLabel: '共用パスワードフォーム',
  paths: paths.admin.sharedPasswords,
  pdf: { apiPath: '/api/shared_passwords', fallbackFileName: 'shared_passwords.pdf' },
  list: {
    query: SharedPasswordsDocument,
    field: 'sharedPasswords',
    columns: [
      { header: 'ID', cell: (row) => row.id, width: '16', nowrap: true },
      { header: '名称', cell: (row) => row.name },
      { header: '備考', cell: (row) => row.note },
      { header: '更新日時', cell: (row) => formatDateTime(row.updatedAt), width: '40', nowrap: true },
    ],
    rowLabel: (row) => row.name,
  },
  item: {
    query: SharedPasswordDocument,
    field: 'sharedPassword',
    summary: (item) => [
      { label: '名称', value: item.name },
      { label: '備考', value: item.note },
    ],
  },
  form: {
    schema: sharedPasswordSchema,
    empty: () => EMPTY_SHARED_PASSWORD,
    fromItem: (item) => ({ ...EMPTY_SHARED_PASSWORD, name: item.name, note: item.note }),
    fields: (mode) => [
      { name: 'name', label: '名称', required: true },
      ...storedSecretFields<SharedPasswordValues>(mode, {
        name: 'zipPassword',
        confirmationName: 'zipPasswordConfirmation',
        label: 'ファイルアップロード用パスワード',
        confirmationLabel: '確認用ファイルアップロード用パスワード',
        helper: { create: undefined, edit: '変更しない場合は空欄のままにしてください' },
      }),
      { name: 'note', label: '備考', rows: 8 },
    ],
    toInput: (values) => ({
      name: values.name.trim(),
      zipPassword: values.zipPassword,
      zipPasswordConfirmation: values.zipPasswordConfirmation,
      note: values.note,
    }),
  },
  create: CreateSharedPasswordDocument,
  update: UpdateSharedPasswordDocument,
  remove: DeleteSharedPasswordDocument,
});
