import { Button } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import { errorList } from '@/components/ui/error-list-store';
import { flashState } from '@/components/ui/flash-message';
import { UnlockUsersDocument } from '@/generated/graphql';
import { useAppNavigate } from '@/hooks/use-app-navigate';
import { paths } from '@/config/paths';
import { Page } from '@/components/layout/page';
import { OrganizationWithUsers } from '@/features/organizations/components/organization-with-users';
import { useOrganization } from '@/features/organizations/hooks/use-organization';

/** /admin/organizations/{id}: the organization, its users and the actions. */
export function AdminOrganizationDetailPage() {
  const { id, organization } = useOrganization();
  const [unlock, { loading: unlocking }] = useMutation(UnlockUsersDocument);
  const navigate = useAppNavigate();
  const unlockUser = async (user: { id: number; name: string }) => {
    errorList.clear();
    try {
      // The answer carries the user with lockedAt cleared: Apollo's cache updates the table.
      await unlock({ variables: { idList: [user.id] } });
      await navigate('.', { replace: true, state: flashState(`${user.name}さんのロックを解除しました`) });
    } catch (error) {
      errorList.update(error);
    }
  };
  return (
    <Page title="事業者詳細">
      {organization ? (
        <OrganizationWithUsers
          organization={organization}
          actions={
            <>
              <Button asChild colorPalette="blue">
                <RouterLink to={paths.admin.organizations.approveEnabled(id)}>
                  {organization.status === 'approved' ? '管理権限の変更' : '承認する'}
                </RouterLink>
              </Button>
              {organization.status !== 'disabled' ? (
                <Button asChild colorPalette="orange" variant="outline">
                  <RouterLink to={paths.admin.organizations.approveDisabled(id)}>利用停止</RouterLink>
                </Button>
              ) : null}
              <Button asChild variant="outline">
                <RouterLink to={paths.admin.organizations.edit(id)}>編集</RouterLink>
              </Button>
              <Button asChild colorPalette="red" variant="outline">
                <RouterLink to={paths.admin.organizations.delete(id)}>削除</RouterLink>
              </Button>
              <Button asChild variant="ghost">
                <RouterLink to={paths.admin.organizations.list()}>一覧へ戻る</RouterLink>
              </Button>
            </>
          }
          userActions={(user) =>
            user.lockedAt ? (
              <Button
                size="xs"
                variant="outline"
                loading={unlocking}
                aria-label={`${user.name}さんのロックを解除`}
                onClick={() => void unlockUser(user)}
              >
                ロック解除
              </Button>
            ) : null
          }
        />
      ) : null}
    </Page>
  );
}

export { AdminOrganizationDetailPage as Component };
