import { Button, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useFormik } from 'formik';
import { useState } from 'react';
import { PASSWORD_RESET_HEADING } from '@rules/page-titles';
import { useBreadcrumb } from '@/components/layout/breadcrumb/breadcrumb-context';
import { FieldStack, SelectField, TextField } from '@/components/form/fields';
import { Actions, Page } from '@/components/layout/page';
import { passwordEmailSchema } from '@/features/organizations/forms/schemas';
import { EDITION_NAMES } from '@rules/editions';
import { usePublicStatus } from '@/lib/public-status';
import { type Edition, RequestPasswordResetDocument } from '@/generated/graphql';
import { FormikForm } from '@/components/form/formik-form';
import { submitToServer } from '@/components/form/submit-to-server';
import { PAGE_DESCRIPTIONS } from '@rules/page-descriptions';

/** /password/email: asks for a reset link; the answer is the same whether the address exists. */
export function PasswordEmailPage() {
  useBreadcrumb([{ label: PASSWORD_RESET_HEADING }]);
  const edition = usePublicStatus();
  const [requestReset] = useMutation(RequestPasswordResetDocument);
  const [sent, setSent] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: { email: '', type: edition as string },
    validationSchema: passwordEmailSchema,
    onSubmit: submitToServer(
      async (values) => {
        setSent(null);
        const { data } = await requestReset({
          variables: { input: { email: values.email.trim(), type: values.type as Edition } },
        });
        setSent(data?.requestPasswordReset ?? null);
      },
      { markFields: false },
    ),
  });
  return (
    <Page title={PASSWORD_RESET_HEADING} description={PAGE_DESCRIPTIONS.passwordEmail}>
      <Text>
        登録されているメールアドレスを入力してください。パスワード再設定用のリンクをメールでお送りします（リンクの有効期限は60分です）。
      </Text>
      {sent ? (
        <Text role="status" color="green.700" fontWeight="bold">
          {sent}
        </Text>
      ) : null}
      <FormikForm formik={formik} label="パスワード再設定メール送信フォーム">
        <FieldStack>
          <TextField name="email" label="メールアドレス" type="email" required autoComplete="email" />
          <SelectField name="type" label="ログイン後の表示" options={EDITION_NAMES} required />
          <Actions>
            <Button type="submit" colorPalette="blue" loading={formik.isSubmitting}>
              再設定メールを送信
            </Button>
          </Actions>
        </FieldStack>
      </FormikForm>
    </Page>
  );
}

export { PasswordEmailPage as Component };
