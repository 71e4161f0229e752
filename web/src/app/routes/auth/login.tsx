import { Alert, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { ErrorList } from '@/components/ui/error-list';
import { errorList } from '@/components/ui/error-list-store';
import { useBreadcrumb } from '@/components/layout/breadcrumb/breadcrumb-context';
import { paths } from '@/config/paths';
import { LoginForm } from '@/features/auth/forms/login-form';
import { afterSignIn, type LoginLocationState } from '@/features/auth/hooks/use-session-end';
import { loginHeading } from '@rules/page-titles';
import { followableNext, NEXT_PARAM } from '@rules/sign-in-links';
import { useCurrentUser } from '@/lib/auth-state';
import { isEdition, publicStatus } from '@/lib/public-status';
import { useAppNavigate } from '@/hooks/use-app-navigate';
import { NotFoundPage } from '@/components/not-found-page';
import { PageHeading } from '@/components/layout/page-heading';
import { PAGE_DESCRIPTIONS } from '@rules/page-descriptions';

export function LoginPage() {
  const { edition } = useParams();
  const location = useLocation();
  const state = location.state as LoginLocationState | null;
  // A mail's link to a signed-in screen (server/rules/sign-in-links.ts).
  const next = new URLSearchParams(location.search).get(NEXT_PARAM);
  const navigate = useAppNavigate();
  useBreadcrumb([{ label: 'ログイン' }]);

  // Already signed in (the mail opened in the browser that is): straight on to the screen.
  const user = useCurrentUser();
  const signedInNext = user ? followableNext(next, user.role) : null;
  useEffect(() => {
    if (signedInNext) void navigate(signedInNext, { replace: true });
  }, [signedInNext, navigate]);

  useEffect(() => {
    errorList.clear();
    if (isEdition(edition)) publicStatus.set(edition);
  }, [edition]);

  if (!isEdition(edition)) return <NotFoundPage />;

  return (
    <Stack gap="6">
      <PageHeading heading={loginHeading(edition)} description={PAGE_DESCRIPTIONS.login(edition)} />
      {state?.notice ? (
        <Alert.Root status="warning" role="status">
          <Alert.Indicator />
          <Alert.Title>{state.notice}</Alert.Title>
        </Alert.Root>
      ) : null}
      <ErrorList />
      <LoginForm edition={edition} onSignedIn={(viewer) => navigate(afterSignIn(state, viewer, next))} />
      <Text fontSize="sm">
        <Link asChild colorPalette="blue">
          <RouterLink to={paths.password.email()}>パスワードをお忘れの方</RouterLink>
        </Link>
        {/* The refusal of a locked account is that of a wrong password (it confirms no guess): say here what frees it. */}
        （10回続けて誤るとログインできなくなります。再設定すると再びログインできます）
      </Text>
      <Text fontSize="sm">
        まだ登録されていない事業者の方は{' '}
        <Link asChild colorPalette="blue">
          <RouterLink to={paths.guide()}>情報提供事業者の新規登録</RouterLink>
        </Link>
        （利用規約への同意が必要です）
      </Text>
    </Stack>
  );
}

export { LoginPage as Component };
