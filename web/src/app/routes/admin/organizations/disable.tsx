import { Button, Text } from '@chakra-ui/react';
import { paths } from '@/config/paths';
import { useMutationThenGo } from '@/hooks/use-mutation-then-go';
import { OrganizationSummary } from '@/features/organizations/components/organization-summary';
import { Actions, BackButton, Page } from '@/components/layout/page';
import { useOrganization } from '@/features/organizations/hooks/use-organization';
import { DisableOrganizationDocument } from '@/generated/graphql';
import { useAppNavigate } from '@/hooks/use-app-navigate';

/** /admin/organizations/{id}/approved/disabled: its users are signed out at once. */
export function AdminOrganizationDisablePage() {
  const { id, organization } = useOrganization();
  const navigate = useAppNavigate();
  const [submit, loading] = useMutationThenGo(DisableOrganizationDocument, {
    variables: { id },
    to: paths.admin.organizations.detail(id),
    message: '事業者の利用を停止しました',
  });
  return (
    <Page title="事業者の利用停止">
      {organization ? (
        <>
          <Text>
            この事業者の利用を停止します。ユーザーはログインできなくなり、ログイン中のユーザーもただちにログアウトされます。停止するとメールでお知らせします。
          </Text>
          <OrganizationSummary organization={organization} />
          <Actions>
            <BackButton onClick={() => void navigate(paths.admin.organizations.detail(id))} />
            <Button colorPalette="orange" loading={loading} onClick={() => void submit()}>
              利用停止する
            </Button>
          </Actions>
        </>
      ) : null}
    </Page>
  );
}

export { AdminOrganizationDisablePage as Component };
