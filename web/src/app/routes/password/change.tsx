import { Text } from '@chakra-ui/react';
import { Page } from '@/components/layout/page';
import { PasswordChangeForm } from '@/features/organizations/forms/password-change-form';
import { useCurrentUser } from '@/lib/auth-state';

/** /password: the header action copied the user with blank password fields (SPEC §2); a way back to the user's own screens. */
export function PasswordChangePage() {
  const user = useCurrentUser();
  return (
    <Page title="パスワード変更">
      <Text>{user ? `${user.name}（${user.email}）` : ''}</Text>
      <PasswordChangeForm />
    </Page>
  );
}

export { PasswordChangePage as Component };
