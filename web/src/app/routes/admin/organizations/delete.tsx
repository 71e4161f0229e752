import { Text } from '@chakra-ui/react';
import { paths } from '@/config/paths';
import { OrganizationSummary } from '@/features/organizations/components/organization-summary';
import { DeletePage } from '@/components/layout/delete-page';
import { useOrganization } from '@/features/organizations/hooks/use-organization';
import { DeleteOrganizationDocument } from '@/generated/graphql';

/** /admin/organizations/{id}/delete: refused by the server while a device is published or cancel_requested. */
export function AdminOrganizationDeletePage() {
  const { id, organization } = useOrganization();
  return (
    <DeletePage
      title="事業者の削除"
      item={organization}
      question={({ name }) => `「${name}」を削除します。よろしいですか？`}
      backTo={paths.admin.organizations.detail(id)}
      mutation={DeleteOrganizationDocument}
      id={id}
      doneTo={paths.admin.organizations.list()}
      doneMessage="事業者を削除しました"
    >
      {(organization) => (
        <>
          <Text>この事業者と、そのユーザー・リンク・ブランド名・機器をすべて削除します。元に戻せません。</Text>
          <Text>公開中（取消申請中を含む）の機器がある間は削除できません。先に機器の公開を取り消してください。</Text>
          <OrganizationSummary organization={organization} />
        </>
      )}
    </DeletePage>
  );
}

export { AdminOrganizationDeletePage as Component };
