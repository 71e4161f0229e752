import { Stack } from '@chakra-ui/react';
import { type FormikHelpers, useFormik } from 'formik';
import { FormikField } from '@/components/form/formik-field';
import { FormButtons } from '@/components/ui/form-buttons';
import { type SharedPasswordValues, sharedPasswordSchema } from './shared-password-schema';
import { FormikForm } from '@/components/form/formik-form';

export interface SharedPasswordFormProps {
  mode: 'create' | 'edit';
  initialValues: SharedPasswordValues;
  submitLabel: string;
  listPath: string;
  onSubmit: (values: SharedPasswordValues, form: FormikHelpers<SharedPasswordValues>) => Promise<void>;
}

export function SharedPasswordForm({ mode, initialValues, submitLabel, listPath, onSubmit }: SharedPasswordFormProps) {
  const formik = useFormik<SharedPasswordValues>({
    initialValues,
    validationSchema: sharedPasswordSchema(mode),
    onSubmit,
    enableReinitialize: true,
  });
  const keepHint = mode === 'edit' ? '変更しない場合は空欄のままにしてください' : undefined;
  return (
    <FormikForm formik={formik} label="共用パスワードフォーム">
      <Stack gap="4">
        <FormikField formik={formik} name="name" label="名称" required />
        <FormikField
          formik={formik}
          name="zipPassword"
          label="ファイルアップロード用パスワード"
          type="password"
          required={mode === 'create'}
          helperText={keepHint}
          maxW="md"
        />
        <FormikField
          formik={formik}
          name="zipPasswordConfirmation"
          label="確認用ファイルアップロード用パスワード"
          type="password"
          required={mode === 'create'}
          maxW="md"
        />
        <FormikField formik={formik} name="note" label="備考" multiline />
        <FormButtons submitting={formik.isSubmitting} submitLabel={submitLabel} listPath={listPath} />
      </Stack>
    </FormikForm>
  );
}
