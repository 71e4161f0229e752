import { Link, Text } from '@chakra-ui/react';
import { useLayoutEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { signOut } from '@/lib/auth-state';
import { usePublicStatus } from '@/lib/public-status';
import { Screen } from '@/components/layout/page';

/**
 * Being on /logout means signed out in this tab: the auth state and the user's drafts are emptied
 * on arrival, in the same commit that shows the page (a layout effect), so no frame paints the
 * header as signed in.
 */
export function LogoutPage() {
  const edition = usePublicStatus();
  useLayoutEffect(() => {
    signOut();
  }, []);
  return (
    <Screen title="ログアウトしました">
      <Text>ご利用ありがとうございました。</Text>
      <Link asChild colorPalette="blue">
        <RouterLink to={paths.login(edition)}>ログイン画面へ</RouterLink>
      </Link>
    </Screen>
  );
}

export { LogoutPage as Component };
