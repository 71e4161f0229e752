import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { clearAuthState } from '@/lib/auth-state';
import { usePublicStatus } from '@/lib/public-status';

/** Being on /logout means signed out in this tab: the auth state is emptied on arrival. */
export function LogoutPage() {
  const edition = usePublicStatus();
  useEffect(() => {
    clearAuthState();
  }, []);
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        ログアウトしました
      </Heading>
      <Text>ご利用ありがとうございました。</Text>
      <Link asChild colorPalette="blue">
        <RouterLink to={paths.login(edition)}>ログイン画面へ</RouterLink>
      </Link>
    </Stack>
  );
}

export { LogoutPage as Component };
