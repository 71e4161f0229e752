import { Stack } from '@chakra-ui/react';
import { type FormikHelpers, useFormik } from 'formik';
import { FormikField } from '@/components/form/formik-field';
import { FormButtons } from '@/components/ui/form-buttons';
import { type EvaluationOrganizationValues, evaluationOrganizationSchema } from './evaluation-organization-schema';
import { FormikForm } from '@/components/form/formik-form';

export interface EvaluationOrganizationFormProps {
  mode: 'create' | 'edit';
  initialValues: EvaluationOrganizationValues;
  submitLabel: string;
  listPath: string;
  onSubmit: (values: EvaluationOrganizationValues, form: FormikHelpers<EvaluationOrganizationValues>) => Promise<void>;
}

export function EvaluationOrganizationForm({
  mode,
  initialValues,
  submitLabel,
  listPath,
  onSubmit,
}: EvaluationOrganizationFormProps) {
  const formik = useFormik<EvaluationOrganizationValues>({
    initialValues,
    validationSchema: evaluationOrganizationSchema(mode),
    onSubmit,
    enableReinitialize: true,
  });
  return (
    <FormikForm formik={formik} label="評価機関フォーム">
      <Stack gap="4">
        <FormikField formik={formik} name="name" label="評価機関名" required />
        <FormikField
          formik={formik}
          name="number"
          label="評価機関番号"
          required
          helperText="半角英数字とハイフン（例: EV-0001）"
          maxW="xs"
        />
        <FormikField
          formik={formik}
          name="password"
          label="パスワード"
          type="password"
          required={mode === 'create'}
          helperText={mode === 'edit' ? '変更しない場合は空欄のままにしてください（8文字以上）' : '8文字以上'}
          maxW="md"
        />
        <FormikField
          formik={formik}
          name="passwordConfirmation"
          label="確認用パスワード"
          type="password"
          required={mode === 'create'}
          maxW="md"
        />
        <FormButtons submitting={formik.isSubmitting} submitLabel={submitLabel} listPath={listPath} />
      </Stack>
    </FormikForm>
  );
}
