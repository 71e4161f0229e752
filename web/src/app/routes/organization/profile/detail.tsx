import { Box, Button, HStack, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuthState } from '@/lib/auth-state';
import { NoticeList } from '@/features/information/components/notice-list';
import { Page } from '@/components/layout/page';
import { OrganizationWithUsers } from '@/features/organizations/components/organization-with-users';
import { useOrganization } from '@/features/organizations/hooks/use-organization';
import { useSettledOnce } from '@/hooks/use-settled-once';

/** Notices come after the profile, compact: the newest few, the rest on request. */
const NOTICES_SHOWN = 5;

/** /organization/organization (where organization users land): their organization, its users, then notices for them. */
export function OrganizationProfilePage() {
  const { user, organization: own } = useAuthState();
  const { organization, loading } = useOrganization(own?.id ?? null);
  // The notices load meanwhile but show once the profile above them has: it would push them down.
  const profileShown = useSettledOnce(!loading);
  return (
    <Page title="事業者情報">
      {organization ? (
        <OrganizationWithUsers
          organization={organization}
          actions={
            <>
              <Button asChild colorPalette="blue">
                <RouterLink to={paths.organization.profile.edit()}>事業者情報の編集</RouterLink>
              </Button>
              <Button asChild variant="outline">
                <RouterLink to={paths.organization.profile.zipPasswordEdit()}>
                  ファイルアップロード用パスワードの変更
                </RouterLink>
              </Button>
            </>
          }
          usersAction={
            <Button asChild size="sm" colorPalette="blue" variant="outline">
              <RouterLink to={paths.organization.users.create()}>ユーザーを追加</RouterLink>
            </Button>
          }
          userActions={(u) => (
            <HStack gap="3">
              <Link asChild colorPalette="blue">
                <RouterLink to={paths.organization.users.edit(u.id)}>編集</RouterLink>
              </Link>
              {u.id !== user?.id && organization.users.length > 1 ? (
                <Link asChild colorPalette="red">
                  <RouterLink to={paths.organization.users.delete(u.id)}>削除</RouterLink>
                </Link>
              ) : null}
            </HStack>
          )}
        />
      ) : null}
      <Box pt="4" hidden={!profileShown}>
        <NoticeList audience="organization" title="事業者の皆様へのお知らせ" limit={NOTICES_SHOWN} />
      </Box>
    </Page>
  );
}

export { OrganizationProfilePage as Component };
