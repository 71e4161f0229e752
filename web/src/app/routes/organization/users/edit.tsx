import { Button } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useFormik } from 'formik';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { errorList } from '@/components/ui/error-list-store';
import { paths } from '@/config/paths';
import { FieldStack } from '@/features/organizations/components/form-fields';
import { Actions, BackButton, Page } from '@/features/organizations/components/page';
import { UserFields } from '@/features/organizations/components/user-fields';
import { userUpdateSchema, type UserValues } from '@/features/organizations/forms/schemas';
import { userDraft } from '@/features/organizations/stores/drafts';
import { UserDetailDocument } from '@/generated/graphql';
import { useAppNavigate } from '@/hooks/use-app-navigate';

function UserEditForm({ id, initial }: { id: number; initial: UserValues }) {
  const navigate = useAppNavigate();
  const formik = useFormik({
    initialValues: initial,
    validationSchema: userUpdateSchema,
    onSubmit: (values) => {
      errorList.clear();
      userDraft.set({ id, values });
      void navigate(paths.organization.users.editConfirm(id));
    },
  });
  return (
    <form noValidate onSubmit={formik.handleSubmit} aria-label="ユーザー編集フォーム">
      <FieldStack>
        <UserFields formik={formik} passwordOptional />
        <Actions>
          <BackButton onClick={() => void navigate(paths.organization.profile.detail())} />
          <Button type="submit" colorPalette="blue">
            確認画面へ
          </Button>
        </Actions>
      </FieldStack>
    </form>
  );
}

/** /organization/users/{id}/edit → edit/confirm. */
export function UserEditPage() {
  const id = Number(useParams().id);
  const { data, error } = useQuery(UserDetailDocument, { variables: { id }, skip: !(id > 0) });
  useEffect(() => {
    if (error) errorList.update(error);
  }, [error]);
  const draft = userDraft.get();
  const user = data?.user;
  return (
    <Page title="ユーザーの編集">
      {user ? (
        <UserEditForm
          id={id}
          initial={
            draft && draft.id === id
              ? draft.values
              : { division: user.division, name: user.name, tel: user.tel, email: user.email, emailConfirmation: user.email, password: '', passwordConfirmation: '' }
          }
        />
      ) : null}
    </Page>
  );
}

export { UserEditPage as Component };
