import { paths } from '@/config/paths';
import { masterTable } from '@/features/admin-master/master-table';
import { storedSecretFields } from '@/features/admin-master/stored-secret';
import {
  EMPTY_EVALUATION_ORGANIZATION,
  evaluationOrganizationSchema,
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

/** /admin/evaluation_organizations: the evaluators that open evaluator links with number + password. */
export const table = masterTable({
  noun: '評価機関',
  formLabel: '評価機関フォーム',
  paths: paths.admin.evaluationOrganizations,
  pdf: { apiPath: '/api/evaluation_organizations', fallbackFileName: 'evaluation_organizations.pdf' },
  list: {
    query: EvaluationOrganizationsDocument,
    field: 'evaluationOrganizations',
    columns: [
      { header: '評価機関番号', cell: (row) => row.number, width: '40', nowrap: true },
      { header: '評価機関名', cell: (row) => row.name },
      { header: '更新日時', cell: (row) => formatDateTime(row.updatedAt), width: '40', nowrap: true },
    ],
    rowLabel: (row) => row.name,
  },
  item: {
    query: EvaluationOrganizationDocument,
    field: 'evaluationOrganization',
    summary: (item) => [
      { label: '評価機関名', value: item.name },
      { label: '評価機関番号', value: item.number },
    ],
  },
  form: {
    schema: evaluationOrganizationSchema,
    empty: () => EMPTY_EVALUATION_ORGANIZATION,
    fromItem: (item) => ({ ...EMPTY_EVALUATION_ORGANIZATION, name: item.name, number: item.number }),
    fields: (mode) => [
      { name: 'name', label: '評価機関名', required: true },
      {
        name: 'number',
        label: '評価機関番号',
        required: true,
        helper: '半角英数字とハイフン（例: EV-0001）',
        maxW: 'xs',
      },
      ...storedSecretFields<EvaluationOrganizationValues>(mode, {
        name: 'password',
        confirmationName: 'passwordConfirmation',
        label: 'パスワード',
        confirmationLabel: '確認用パスワード',
        helper: { create: '8文字以上', edit: '変更しない場合は空欄のままにしてください（8文字以上）' },
      }),
    ],
    toInput: (values) => ({
      name: values.name.trim(),
      number: values.number.trim(),
      password: values.password,
      passwordConfirmation: values.passwordConfirmation,
    }),
  },
  create: CreateEvaluationOrganizationDocument,
  update: UpdateEvaluationOrganizationDocument,
  remove: DeleteEvaluationOrganizationDocument,
});
