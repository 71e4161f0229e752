import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useMutation } from '@apollo/client/react';
import { useFormik } from 'formik';
import { FieldStack, NewPasswordFields, PasswordField } from '@/components/form/fields';
import { Actions } from '@/components/layout/page';
import { passwordChangeSchema } from './schemas';
import { authState, useCurrentUser } from '@/lib/auth-state';
import { ChangePasswordDocument } from '@/generated/graphql';
import { useAppNavigate } from '@/hooks/use-app-navigate';
import { flashState } from '@/components/ui/flash-message';
import { FormikForm } from '@/components/form/formik-form';
import { submitToServer } from '@/components/form/submit-to-server';

const BACK_LABEL = { admin: '事業者管理に戻る', organization: '事業者情報に戻る' } as const;

/** The signed-in user's password change: current, new and confirmation; their own screens are the way back. */
export function PasswordChangeForm() {
  const user = useCurrentUser();
  const navigate = useAppNavigate();
  const [changePassword] = useMutation(ChangePasswordDocument);
  const formik = useFormik({
    initialValues: {
      password: user?.password ?? '',
      newPassword: user?.newPassword ?? '',
      newPasswordConfirmation: user?.newPasswordConfirmation ?? '',
    },
    validationSchema: passwordChangeSchema,
    onSubmit: submitToServer(
      async (values, helpers) => {
        if (!user) return;
        await changePassword({
          variables: {
            id: user.id,
            input: {
              oldPassword: values.password,
              newPassword: values.newPassword,
              newPasswordConfirmation: values.newPasswordConfirmation,
            },
          },
        });
        authState.set((state) =>
          state.user
            ? { ...state, user: { ...state.user, password: '', newPassword: '', newPasswordConfirmation: '' } }
            : state,
        );
        helpers.resetForm({ values: { password: '', newPassword: '', newPasswordConfirmation: '' } });
        await navigate('.', {
          replace: true,
          state: flashState('パスワードを変更しました。他の端末のログインは終了しました'),
        });
      },
      { rename: { oldPassword: 'password' } },
    ),
  });
  return (
    <FormikForm formik={formik} label="パスワード変更フォーム">
      {/* Whose password this is, for the browser's password manager: it then updates the saved
          sign-in of this address instead of asking which one (or saving a new one without it). */}
      <input type="email" name="username" autoComplete="username" value={user?.email ?? ''} readOnly hidden />
      <FieldStack>
        <PasswordField name="password" label="現在のパスワード" autoComplete="current-password" />
        <NewPasswordFields
          name="newPassword"
          confirmation="newPasswordConfirmation"
          confirmationHelper="新しいパスワードをもう一度入力してください"
        />
        <Actions>
          <Button type="submit" colorPalette="blue" loading={formik.isSubmitting}>
            変更する
          </Button>
          {user ? (
            <Button asChild variant="outline">
              <RouterLink to={paths.home(user.role)}>{BACK_LABEL[user.role]}</RouterLink>
            </Button>
          ) : null}
        </Actions>
      </FieldStack>
    </FormikForm>
  );
}
