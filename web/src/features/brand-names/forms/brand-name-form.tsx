import { Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { type FormikHelpers, useFormik } from 'formik';
import { FormikField } from '@/components/form/formik-field';
import { FormButtons } from '@/components/ui/form-buttons';
import { BrandNameOrganizationsDocument } from '@/generated/graphql';
import { type BrandNameValues, brandNameSchema } from './brand-name-schema';
import { FormikForm } from '@/components/form/formik-form';

export interface BrandNameFormProps {
  initialValues: BrandNameValues;
  submitLabel: string;
  listPath: string;
  onSubmit: (values: BrandNameValues, form: FormikHelpers<BrandNameValues>) => Promise<void>;
}

export function BrandNameForm({ initialValues, submitLabel, listPath, onSubmit }: BrandNameFormProps) {
  const organizations = useQuery(BrandNameOrganizationsDocument);
  const formik = useFormik<BrandNameValues>({
    initialValues,
    validationSchema: brandNameSchema,
    onSubmit,
    enableReinitialize: true,
  });
  return (
    <FormikForm formik={formik} label="ブランド事業者フォーム">
      <Stack gap="4">
        <FormikField formik={formik} name="name" label="ブランド名" required />
        <FormikField
          formik={formik}
          name="organizationId"
          label="事業者"
          required
          options={
            <>
              <option value="">選択してください</option>
              {organizations.data?.brandNameOrganizations.map((organization) => (
                <option key={organization.id} value={String(organization.id)}>
                  {organization.name}
                </option>
              ))}
            </>
          }
        />
        <FormikField formik={formik} name="note" label="備考" multiline />
        <FormButtons submitting={formik.isSubmitting} submitLabel={submitLabel} listPath={listPath} />
      </Stack>
    </FormikForm>
  );
}
