import { Button, Link, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useFormik } from 'formik';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FieldStack, NewPasswordFields, TextField } from '@/components/form/fields';
import { FormikForm } from '@/components/form/formik-form';
import { submitToServer } from '@/components/form/submit-to-server';
import { Actions } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { type Edition, ResetPasswordDocument } from '@/generated/graphql';
import { serverFieldMessages } from '@/lib/to-error-messages';
import { passwordResetSchema } from './schemas';

export interface PasswordResetFormProps {
  type: Edition;
  /** The mail link's token. */
  token: string;
  /** The server's answer once the password is set. */
  onDone: (message: string) => void;
}

/** The reset link's form: the address and the new password twice. */
export function PasswordResetForm({ type, token, onDone }: PasswordResetFormProps) {
  const [resetPassword] = useMutation(ResetPasswordDocument);
  /** The server refused the link itself (used, replaced by a newer one, or over an hour old). */
  const [linkRefused, setLinkRefused] = useState(false);
  const formik = useFormik({
    initialValues: { email: '', password: '', passwordConfirmation: '' },
    validationSchema: passwordResetSchema,
    onSubmit: submitToServer(
      async (values) => {
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
        onDone(data?.resetPassword ?? '');
      },
      { markFields: false, onFailure: (error) => setLinkRefused('token' in serverFieldMessages(error)) },
    ),
  });
  return (
    <FormikForm formik={formik} label="パスワード再設定フォーム">
      <FieldStack>
        <TextField name="email" label="メールアドレス" type="email" required autoComplete="username" />
        <NewPasswordFields name="password" confirmation="passwordConfirmation" />
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
  );
}
