import { Heading } from '@chakra-ui/react';
import { useFormik } from 'formik';
import { FieldStack } from '@/components/form/fields';
import { FormikForm } from '@/components/form/formik-form';
import { useReturnedFieldErrors } from '@/components/form/returned-field-errors';
import { Actions, ToConfirmButton } from '@/components/layout/page';
import { errorList } from '@/components/ui/error-list-store';
import { paths } from '@/config/paths';
import { useAppNavigate } from '@/hooks/use-app-navigate';
import { OrganizationFields } from '../components/organization-fields';
import { UserFields } from '../components/user-fields';
import { emptyRegistration, type RegistrationDraft, registrationDraft } from '../stores/drafts';
import { asStored, registrationSchema } from './schemas';

/** The registration's entry step: the organization and its first user, kept as a draft for the confirm step. */
export function RegistrationForm({ draft }: { draft: RegistrationDraft | null }) {
  const navigate = useAppNavigate();
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
          <ToConfirmButton />
        </Actions>
      </FieldStack>
    </FormikForm>
  );
}
