import { Stack } from '@chakra-ui/react';
import { type FormikHelpers, useFormik } from 'formik';
import { FormikField } from '@/components/form/formik-field';
import { FormButtons } from '@/components/ui/form-buttons';
import { SHOW_TYPE_LABELS, SHOW_TYPES } from '../show-types';
import { type InformationValues, informationSchema } from './information-schema';
import { FormikForm } from '@/components/form/formik-form';

export interface InformationFormProps {
  initialValues: InformationValues;
  submitLabel: string;
  listPath: string;
  onSubmit: (values: InformationValues, form: FormikHelpers<InformationValues>) => Promise<void>;
}

export function InformationForm({ initialValues, submitLabel, listPath, onSubmit }: InformationFormProps) {
  const formik = useFormik<InformationValues>({
    initialValues,
    validationSchema: informationSchema,
    onSubmit,
    enableReinitialize: true,
  });
  return (
    <FormikForm formik={formik} label="お知らせフォーム">
      <Stack gap="4">
        <FormikField formik={formik} name="title" label="タイトル" required />
        <FormikField
          formik={formik}
          name="body"
          label="本文"
          required
          multiline
          helperText="改行はそのまま表示されます。URL（https://…）はリンクになります。"
        />
        <FormikField
          formik={formik}
          name="showType"
          label="表示先"
          required
          maxW="xs"
          options={
            <>
              <option value="">選択してください</option>
              {SHOW_TYPES.map((type) => (
                <option key={type} value={type}>
                  {SHOW_TYPE_LABELS[type]}
                </option>
              ))}
            </>
          }
        />
        <FormikField
          formik={formik}
          name="publishedAt"
          label="公開日時"
          type="datetime-local"
          required
          maxW="xs"
          helperText="この日時以降に公開ページへ表示されます"
        />
        <FormButtons submitting={formik.isSubmitting} submitLabel={submitLabel} listPath={listPath} />
      </Stack>
    </FormikForm>
  );
}
