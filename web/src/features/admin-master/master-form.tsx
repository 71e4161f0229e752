import { Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { type FormikHelpers, useFormik } from 'formik';
import { SelectField, TextField } from '@/components/form/fields';
import { FormikForm } from '@/components/form/formik-form';
import { FormButtons } from '@/components/ui/form-buttons';
import type { AnyMasterTable, MasterField, MasterMode } from './master-table';
import { REINITIALIZED_FORM } from '@/components/form/reinitialized-form';

function QuerySelectField({
  field,
}: {
  field: MasterField<object> & Required<Pick<MasterField<object>, 'optionsQuery'>>;
}) {
  const { optionsQuery, ...props } = field;
  const { data } = useQuery(optionsQuery.query);
  return <SelectField {...props} options={data ? optionsQuery.select(data) : []} maxW={props.maxW ?? 'xl'} />;
}

function MasterFieldControl({ field }: { field: MasterField<object> }) {
  if (field.optionsQuery) return <QuerySelectField field={{ ...field, optionsQuery: field.optionsQuery }} />;
  const { options, optionsQuery: _query, placeholder, ...text } = field;
  if (options) return <SelectField {...text} options={options} placeholder={placeholder} maxW={text.maxW ?? 'xl'} />;
  return (
    <TextField
      {...text}
      maxW={text.maxW ?? 'xl'}
      autoComplete={text.autoComplete ?? (text.type === 'password' ? 'new-password' : 'off')}
    />
  );
}

export interface MasterFormProps<Values extends object> {
  table: AnyMasterTable;
  mode: MasterMode;
  initialValues: Values;
  onSubmit: (values: Values, form: FormikHelpers<Values>) => Promise<void>;
}

/** A master table's form: its fields in order, then 一覧へ戻る and 登録する / 更新する. */
export function MasterForm<Values extends object>({ table, mode, initialValues, onSubmit }: MasterFormProps<Values>) {
  const formik = useFormik<Values>({
    initialValues,
    validationSchema: table.form.schema(mode),
    onSubmit,
    ...REINITIALIZED_FORM,
  });
  const fields: MasterField<object>[] = table.form.fields(mode);
  return (
    <FormikForm formik={formik} label={table.formLabel}>
      <Stack gap="4">
        {fields.map((field) => (
          <MasterFieldControl key={field.name} field={field} />
        ))}
        <FormButtons
          submitting={formik.isSubmitting}
          submitLabel={mode === 'create' ? '登録する' : '更新する'}
          listPath={table.paths.list()}
        />
      </Stack>
    </FormikForm>
  );
}
