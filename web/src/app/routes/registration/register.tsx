import { Button, Heading } from '@chakra-ui/react';
import { REGISTRATION_HEADING } from '@rules/page-titles';
import { useFormik } from 'formik';
import { useBreadcrumb } from '@/components/layout/breadcrumb/breadcrumb-context';
import { errorList } from '@/components/ui/error-list-store';
import { paths } from '@/config/paths';
import { FieldStack } from '@/components/form/fields';
import { OrganizationFields } from '@/features/organizations/components/organization-fields';
import { Actions, Page } from '@/components/layout/page';
import { RetypePasswordsNotice } from '@/features/organizations/components/retype-passwords-notice';
import { UserFields } from '@/features/organizations/components/user-fields';
import { asStored, registrationSchema } from '@/features/organizations/forms/schemas';
import { emptyRegistration, registrationDraft } from '@/features/organizations/stores/drafts';
import { useAppNavigate } from '@/hooks/use-app-navigate';
import { RequireTerms } from './require-terms';
import { FormikForm } from '@/components/form/formik-form';
import { useReturnedFieldErrors } from '@/components/form/returned-field-errors';
import { PAGE_DESCRIPTIONS } from '@rules/page-descriptions';

function RegisterForm() {
  useBreadcrumb([{ label: REGISTRATION_HEADING }]);
  const navigate = useAppNavigate();
  const draft = registrationDraft.get();
  const returned = useReturnedFieldErrors<ReturnType<typeof emptyRegistration>>();
  const formik = useFormik({
    ...returned,
    initialValues: draft ? { organization: draft.organization, user: draft.user } : emptyRegistration(),
    validationSchema: registrationSchema,
    onSubmit: (values) => {
      errorList.clear();
      registrationDraft.set(asStored(registrationSchema, values));
      void navigate(paths.register.confirm());
    },
  });
  return (
    <Page title={REGISTRATION_HEADING} description={PAGE_DESCRIPTIONS.registration}>
      <RetypePasswordsNotice show={draft?.secretsDropped} />
      <FormikForm formik={formik} label="登録フォーム">
        <FieldStack>
          <Heading as="h2" size="md">
            事業者情報
          </Heading>
          <OrganizationFields prefix="organization." withZipPassword />
          <Heading as="h2" size="md" pt="4">
            担当者（最初のユーザー）
          </Heading>
          <UserFields prefix="user." />
          <Actions>
            <Button type="submit" colorPalette="blue">
              確認画面へ
            </Button>
          </Actions>
        </FieldStack>
      </FormikForm>
    </Page>
  );
}

export function RegisterPage() {
  return (
    <RequireTerms>
      <RegisterForm />
    </RequireTerms>
  );
}

export { RegisterPage as Component };
