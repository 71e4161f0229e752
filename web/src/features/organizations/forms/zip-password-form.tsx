import { Button } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useFormik } from 'formik';
import { paths } from '@/config/paths';
import { useAuthState } from '@/lib/auth-state';
import { FieldStack, PasswordField } from '@/components/form/fields';
import { Actions, BackButton } from '@/components/layout/page';
import { zipPasswordSchema } from './schemas';
import { ChangeZipPasswordDocument } from '@/generated/graphql';
import { useAppNavigate } from '@/hooks/use-app-navigate';
import { flashState } from '@/components/ui/flash-message';
import { FormikForm } from '@/components/form/formik-form';
import { submitToServer } from '@/components/form/submit-to-server';

/** The organization's zip password change: current, new and confirmation, back to the profile when saved. */
export function ZipPasswordForm() {
  const id = useAuthState().organization?.id ?? 0;
  const navigate = useAppNavigate();
  const [change] = useMutation(ChangeZipPasswordDocument);
  const formik = useFormik({
    initialValues: { oldZipPassword: '', newZipPassword: '', newZipPasswordConfirmation: '' },
    validationSchema: zipPasswordSchema,
    onSubmit: submitToServer(async (values) => {
      await change({ variables: { id, input: values } });
      await navigate(paths.organization.profile.detail(), {
        state: flashState('ファイルアップロード用パスワードを変更しました'),
      });
    }),
  });
  return (
    <FormikForm formik={formik} label="ファイルアップロード用パスワード変更フォーム">
      <FieldStack>
        <PasswordField name="oldZipPassword" label="現在のファイルアップロード用パスワード" autoComplete="off" />
        <PasswordField name="newZipPassword" label="新パスワード" autoComplete="off" />
        <PasswordField name="newZipPasswordConfirmation" label="確認用新パスワード" autoComplete="off" />
        <Actions>
          <BackButton onClick={() => void navigate(paths.organization.profile.detail())} />
          <Button type="submit" colorPalette="blue" loading={formik.isSubmitting}>
            変更する
          </Button>
        </Actions>
      </FieldStack>
    </FormikForm>
  );
}
