import { Button } from '@chakra-ui/react';
import { skipToken, useQuery } from '@apollo/client/react';
import { useFormik } from 'formik';
import { useParams } from 'react-router-dom';
import { errorList, useReportedError } from '@/components/ui/error-list-store';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/auth-state';
import { FieldStack } from '@/components/form/fields';
import { Actions, BackButton, Page } from '@/components/layout/page';
import { RetypePasswordsNotice } from '@/features/organizations/components/retype-passwords-notice';
import { UserFields } from '@/features/organizations/components/user-fields';
import {
  asStored,
  userSelfUpdateSchema,
  userUpdateSchema,
  type UserValues,
} from '@/features/organizations/forms/schemas';
import { userDraft } from '@/features/organizations/stores/drafts';
import { UserDetailDocument } from '@/generated/graphql';
import { useAppNavigate } from '@/hooks/use-app-navigate';
import { FormikForm } from '@/components/form/formik-form';
import { useReturnedFieldErrors } from '@/components/form/returned-field-errors';

/** Editing oneself: no password fields (the password change screen), the current password for a new email. */
function UserEditForm({
  id,
  initial,
  self,
  currentEmail,
}: {
  id: number;
  initial: UserValues;
  self: boolean;
  currentEmail: string;
}) {
  const navigate = useAppNavigate();
  const schema = self ? userSelfUpdateSchema(currentEmail) : userUpdateSchema;
  const returned = useReturnedFieldErrors<UserValues>();
  const formik = useFormik({
    ...returned,
    initialValues: initial,
    validationSchema: schema,
    onSubmit: (submitted) => {
      errorList.clear();
      const values = asStored(schema, submitted);
      userDraft.set({
        id,
        values: self ? { ...values, password: '', passwordConfirmation: '' } : { ...values, currentPassword: '' },
      });
      void navigate(paths.organization.users.editConfirm(id));
    },
  });
  return (
    <FormikForm formik={formik} label="ユーザー編集フォーム">
      <FieldStack>
        <UserFields passwordOptional self={self} />
        <Actions>
          <BackButton onClick={() => void navigate(paths.organization.profile.detail())} />
          <Button type="submit" colorPalette="blue">
            確認画面へ
          </Button>
        </Actions>
      </FieldStack>
    </FormikForm>
  );
}

/** /organization/users/{id}/edit → edit/confirm. */
export function UserEditPage() {
  const id = Number(useParams().id);
  const viewer = useCurrentUser();
  const { data, error } = useQuery(UserDetailDocument, id > 0 ? { variables: { id } } : skipToken);
  useReportedError(error);
  const draft = userDraft.get();
  const user = data?.user;
  const ownDraft = draft && draft.id === id ? draft : null;
  return (
    <Page title="ユーザーの編集">
      <RetypePasswordsNotice show={ownDraft?.secretsDropped} />
      {user ? (
        <UserEditForm
          id={id}
          self={viewer?.id === id}
          currentEmail={user.email}
          initial={
            ownDraft
              ? { currentPassword: '', ...ownDraft.values }
              : {
                  division: user.division,
                  name: user.name,
                  tel: user.tel,
                  email: user.email,
                  emailConfirmation: user.email,
                  password: '',
                  passwordConfirmation: '',
                  currentPassword: '',
                }
          }
        />
      ) : null}
    </Page>
  );
}

export { UserEditPage as Component };
