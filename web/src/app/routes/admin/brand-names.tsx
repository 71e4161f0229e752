import { paths } from '@/config/paths';
import { masterTable, queryOptions } from '@/features/admin-master/master-table';
import { brandNameSchema, EMPTY_BRAND_NAME } from '@/features/brand-names/forms/brand-name-schema';
import {
  BrandNameDocument,
  BrandNameOrganizationsDocument,
  BrandNamesDocument,
  CreateBrandNameDocument,
  DeleteBrandNameDocument,
  UpdateBrandNameDocument,
} from '@/generated/graphql';

/** /admin/brand_names: brand names and the organization each belongs to. */
export const table = masterTable({
  noun: 'ブランド事業者',
  formLabel: 'ブランド事業者フォーム',
  paths: paths.admin.brandNames,
  pdf: { apiPath: '/api/brand_names', fallbackFileName: 'brand_names.pdf' },
  list: {
    query: BrandNamesDocument,
    field: 'brandNames',
    columns: [
      { header: 'ID', cell: (row) => row.id, width: '16', nowrap: true },
      { header: 'ブランド名', cell: (row) => row.name },
      { header: '事業者', cell: (row) => row.organization.name },
      { header: '備考', cell: (row) => row.note },
    ],
    rowLabel: (row) => row.name,
  },
  item: {
    query: BrandNameDocument,
    field: 'brandName',
    summary: (item) => [
      { label: 'ブランド名', value: item.name },
      { label: '事業者', value: item.organization.name },
      { label: '備考', value: item.note },
    ],
  },
  form: {
    schema: () => brandNameSchema,
    empty: () => EMPTY_BRAND_NAME,
    fromItem: (item) => ({ name: item.name, organizationId: String(item.organization.id), note: item.note }),
    fields: () => [
      { name: 'name', label: 'ブランド名', required: true },
      {
        name: 'organizationId',
        label: '事業者',
        required: true,
        placeholder: '選択してください',
        optionsQuery: queryOptions(BrandNameOrganizationsDocument, (data) =>
          data.brandNameOrganizations.map((organization) => [String(organization.id), organization.name] as const),
        ),
      },
      { name: 'note', label: '備考', rows: 8 },
    ],
    toInput: (values) => ({
      name: values.name.trim(),
      organizationId: Number(values.organizationId),
      note: values.note,
    }),
  },
  create: CreateBrandNameDocument,
  update: UpdateBrandNameDocument,
  remove: DeleteBrandNameDocument,
});
