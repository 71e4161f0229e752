import { Button, Link, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useFormik } from 'formik';
import { useState } from 'react';
import { PASSWORD_RESET_HEADING } from '@rules/page-titles';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useBreadcrumb } from '@/components/layout/breadcrumb/breadcrumb-context';
import { paths } from '@/config/paths';
import { FieldStack, TextField } from '@/components/form/fields';
import { Actions, Page } from '@/components/layout/page';
import { passwordResetSchema } from '@/features/organizations/forms/schemas';
import { isEdition } from '@/lib/public-status';
import { ResetPasswordDocument } from '@/generated/graphql';
import { NotFoundPage } from '@/components/not-found-page';
import { FormikForm } from '@/components/form/formik-form';
import { submitToServer } from '@/components/form/submit-to-server';
import { serverFieldMessages } from '@/lib/to-error-messages';
import { PAGE_DESCRIPTIONS } from '@rules/page-descriptions';

/** /password/reset/{type}/{token}: the link from the mail. */
export function PasswordResetPage() {
  useBreadcrumb([{ label: PASSWORD_RESET_HEADING }]);
  const { type, token = '' } = useParams();
  const [resetPassword] = useMutation(ResetPasswordDocument);
  const [done, setDone] = useState<string | null>(null);
  /** The server refused the link itself (used, replaced by a newer one, or over an hour old). */
  const [linkRefused, setLinkRefused] = useState(false);
  const formik = useFormik({
    initialValues: { email: '', password: '', passwordConfirmation: '' },
    validationSchema: passwordResetSchema,
    onSubmit: submitToServer(
      async (values) => {
        if (!isEdition(type)) return;
        const { data } = await resetPassword({
          variables: {
            input: {
              email: values.email.trim(),
              password: values.password,
              passwordConfirmation: values.passwordConfirmation,
              token,
              type,
            },
          },
        });
        setDone(data?.resetPassword ?? '');
      },
      { markFields: false, onFailure: (error) => setLinkRefused('token' in serverFieldMessages(error)) },
    ),
  });
  if (!isEdition(type)) return <NotFoundPage />;
  if (done !== null) {
    return (
      <Page title={PASSWORD_RESET_HEADING} description={PAGE_DESCRIPTIONS.passwordReset}>
        <Text role="status">{done}</Text>
        <Link asChild colorPalette="blue">
          <RouterLink to={paths.login(type)}>ログイン画面へ</RouterLink>
        </Link>
      </Page>
    );
  }
  return (
    <Page title={PASSWORD_RESET_HEADING} description={PAGE_DESCRIPTIONS.passwordReset}>
      <Text>メールアドレスと新しいパスワードを入力してください。</Text>
      <FormikForm formik={formik} label="パスワード再設定フォーム">
        <FieldStack>
          <TextField name="email" label="メールアドレス" type="email" required autoComplete="username" />
          <TextField
            name="password"
            label="新しいパスワード"
            type="password"
            required
            autoComplete="new-password"
            helper="8文字以上"
          />
          <TextField
            name="passwordConfirmation"
            label="確認用パスワード"
            type="password"
            required
            autoComplete="new-password"
          />
          <Actions>
            <Button type="submit" colorPalette="blue" loading={formik.isSubmitting}>
              パスワードを再設定
            </Button>
          </Actions>
          {linkRefused ? (
            <Text>
              リンクは最後にお送りしたものだけが1時間有効です。{' '}
              <Link asChild colorPalette="blue">
                <RouterLink to={paths.password.email()}>再設定用のリンクをもう一度受け取る</RouterLink>
              </Link>
            </Text>
          ) : null}
        </FieldStack>
      </FormikForm>
    </Page>
  );
}

export { PasswordResetPage as Component };
