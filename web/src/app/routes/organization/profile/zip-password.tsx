import { Text } from '@chakra-ui/react';
import { Page } from '@/components/layout/page';
import { ZipPasswordForm } from '@/features/organizations/forms/zip-password-form';

/** /organization/organization/zip_password/edit: old, new and confirmation. */
export function ZipPasswordEditPage() {
  return (
    <Page title="ファイルアップロード用パスワードの変更">
      <Text>
        機器データのZIPファイルを暗号化するパスワードです。変更後は新しいパスワードで暗号化したファイルをアップロードしてください。
      </Text>
      <ZipPasswordForm />
    </Page>
  );
}

export { ZipPasswordEditPage as Component };
