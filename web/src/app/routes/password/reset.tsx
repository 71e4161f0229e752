import { Link, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { PASSWORD_RESET_HEADING } from '@rules/page-titles';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useBreadcrumb } from '@/components/layout/breadcrumb/breadcrumb-context';
import { paths } from '@/config/paths';
import { Page } from '@/components/layout/page';
import { PasswordResetForm } from '@/features/organizations/forms/password-reset-form';
import { isEdition } from '@/lib/public-status';
import { NotFoundPage } from '@/components/not-found-page';
import { PAGE_DESCRIPTIONS } from '@rules/page-descriptions';

/** /password/reset/{type}/{token}: the link from the mail. */
export function PasswordResetPage() {
  useBreadcrumb([{ label: PASSWORD_RESET_HEADING }]);
  const { type, token = '' } = useParams();
  const [done, setDone] = useState<string | null>(null);
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
      <PasswordResetForm type={type} token={token} onDone={setDone} />
    </Page>
  );
}

export { PasswordResetPage as Component };
