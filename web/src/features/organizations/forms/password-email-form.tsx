import { Button, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useFormik } from 'formik';
import { useState } from 'react';
import { EDITION_NAMES } from '@rules/editions';
import { FieldStack, SelectField, TextField } from '@/components/form/fields';
import { FormikForm } from '@/components/form/formik-form';
import { submitToServer } from '@/components/form/submit-to-server';
import { Actions } from '@/components/layout/page';
import { type Edition, RequestPasswordResetDocument } from '@/generated/graphql';
import { passwordEmailSchema } from './schemas';

/** Asks for a reset link; the server's answer (the same whether the address exists) shows above the form. */
export function PasswordEmailForm({ edition }: { edition: Edition }) {
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
    <>
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
    </>
  );
}
