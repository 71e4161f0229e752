import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useFormik } from 'formik';
import { errorList } from '@/components/ui/error-list-store';
import { type Edition, LoginDocument, type ViewerFieldsFragment } from '@/generated/graphql';
import { toErrorMessages } from '@/lib/to-error-messages';
import { authState, signIn } from '@/lib/auth-state';
import { publicStatus } from '@/lib/public-status';
import { INITIAL_LOGIN_VALUES, type LoginValues, loginSchema } from './login-schema';
import { FormikForm } from '@/components/form/formik-form';
import { submitToServer } from '@/components/form/submit-to-server';

export interface LoginFormProps {
  edition: Edition;
  onSignedIn: (viewer: ViewerFieldsFragment) => void;
}

/** SPEC §8 login failure: the response's message and errors go to the shared error list. */
function reportLoginFailure(error: unknown): void {
  const [message = '', ...errors] = toErrorMessages(error);
  authState.set((state) => ({ ...state, message, errors }));
  errorList.update(error);
}

export function LoginForm({ edition, onSignedIn }: LoginFormProps) {
  const [login] = useMutation(LoginDocument);

  const formik = useFormik<LoginValues>({
    initialValues: INITIAL_LOGIN_VALUES,
    validationSchema: loginSchema,
    onSubmit: submitToServer(
      async (values) => {
        const { data } = await login({
          variables: { input: { email: values.email.trim(), password: values.password, type: edition } },
        });
        if (!data) throw new Error('ログインに失敗しました');
        signIn(data.login.user, data.login.edition);
        publicStatus.set(data.login.edition);
        onSignedIn(data.login);
      },
      { markFields: false, report: reportLoginFailure },
    ),
  });

  const emailError = formik.touched.email ? formik.errors.email : undefined;
  const passwordError = formik.touched.password ? formik.errors.password : undefined;

  return (
    <FormikForm formik={formik} label="ログインフォーム">
      <Stack gap="4" maxW="md">
        <Field.Root invalid={Boolean(emailError)} required>
          <Field.Label>
            メールアドレス
            <Field.RequiredIndicator />
          </Field.Label>
          <Input type="email" autoComplete="username" {...formik.getFieldProps('email')} />
          <Field.ErrorText>{emailError}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(passwordError)} required>
          <Field.Label>
            パスワード
            <Field.RequiredIndicator />
          </Field.Label>
          <Input type="password" autoComplete="current-password" {...formik.getFieldProps('password')} />
          <Field.ErrorText>{passwordError}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="blue" loading={formik.isSubmitting} alignSelf="flex-start">
          ログイン
        </Button>
      </Stack>
    </FormikForm>
  );
}
