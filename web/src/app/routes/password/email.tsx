import { Text } from '@chakra-ui/react';
import { PASSWORD_RESET_HEADING } from '@rules/page-titles';
import { useBreadcrumb } from '@/components/layout/breadcrumb/breadcrumb-context';
import { Page } from '@/components/layout/page';
import { PasswordEmailForm } from '@/features/organizations/forms/password-email-form';
import { usePublicStatus } from '@/lib/public-status';
import { PAGE_DESCRIPTIONS } from '@rules/page-descriptions';

/** /password/email: asks for a reset link; the answer is the same whether the address exists. */
export function PasswordEmailPage() {
  useBreadcrumb([{ label: PASSWORD_RESET_HEADING }]);
  const edition = usePublicStatus();
  return (
    <Page title={PASSWORD_RESET_HEADING} description={PAGE_DESCRIPTIONS.passwordEmail}>
      <Text>
        登録されているメールアドレスを入力してください。パスワード再設定用のリンクをメールでお送りします（リンクの有効期限は60分です）。
      </Text>
      <PasswordEmailForm edition={edition} />
    </Page>
  );
}

export { PasswordEmailPage as Component };
