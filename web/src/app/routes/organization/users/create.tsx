import { Button } from '@chakra-ui/react';
import { useFormik } from 'formik';
import { errorList } from '@/components/ui/error-list-store';
import { paths } from '@/config/paths';
import { FieldStack } from '@/components/form/fields';
import { Actions, BackButton, Page } from '@/components/layout/page';
import { RetypePasswordsNotice } from '@/features/organizations/components/retype-passwords-notice';
import { UserFields } from '@/features/organizations/components/user-fields';
import { asStored, EMPTY_USER, userCreateSchema, type UserValues } from '@/features/organizations/forms/schemas';
import { userDraft } from '@/features/organizations/stores/drafts';
import { useAppNavigate } from '@/hooks/use-app-navigate';
import { FormikForm } from '@/components/form/formik-form';
import { useReturnedFieldErrors } from '@/components/form/returned-field-errors';

/** /organization/users/create → create/confirm → create/complete. */
export function UserCreatePage() {
  const navigate = useAppNavigate();
  const draft = userDraft.get();
  const ownDraft = draft && draft.id === null ? draft : null;
  const returned = useReturnedFieldErrors<UserValues>();
  const formik = useFormik({
    ...returned,
    initialValues: ownDraft ? ownDraft.values : { ...EMPTY_USER },
    validationSchema: userCreateSchema,
    onSubmit: (values) => {
      errorList.clear();
      userDraft.set({ id: null, values: asStored(userCreateSchema, values) });
      void navigate(paths.organization.users.createConfirm());
    },
  });
  return (
    <Page title="ユーザーの追加">
      <RetypePasswordsNotice show={ownDraft?.secretsDropped} />
      <FormikForm formik={formik} label="ユーザー追加フォーム">
        <FieldStack>
          <UserFields />
          <Actions>
            <BackButton onClick={() => void navigate(paths.organization.profile.detail())} />
            <Button type="submit" colorPalette="blue">
              確認画面へ
            </Button>
          </Actions>
        </FieldStack>
      </FormikForm>
    </Page>
  );
}

export { UserCreatePage as Component };
