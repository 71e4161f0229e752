import { Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { paths } from '@/config/paths';
import { useMutationThenGo } from '@/hooks/use-mutation-then-go';
import { Actions, BackButton, Page } from '@/components/layout/page';
import { useOrganization } from '@/features/organizations/hooks/use-organization';
import { ManagerFlagsFieldset } from '@/features/organizations/components/manager-flags-fieldset';
import { flagsOf, type ManagerFlags } from '@/features/organizations/labels';
import { ApproveOrganizationDocument, type OrganizationFieldsFragment } from '@/generated/graphql';
import { useAppNavigate } from '@/hooks/use-app-navigate';

/** An approved organization only changes its manager flags here (its users get a mail saying so). */
const TEXT = {
  approve: {
    title: '事業者の承認',
    lead: (name: string) =>
      `「${name}」を承認します。この事業者が管理できる機器を選んでください。承認するとメールでお知らせします。`,
    button: '承認する',
    flash: '事業者を承認しました（管理できる機器を設定しました）',
  },
  change: {
    title: '管理権限の変更',
    lead: (name: string) => `「${name}」が管理できる機器を変更します。変更するとメールでお知らせします。`,
    button: '変更する',
    flash: '管理できる機器を変更しました',
  },
} as const;

const textFor = (organization: OrganizationFieldsFragment) =>
  organization.status === 'approved' ? TEXT.change : TEXT.approve;

function ApproveForm({ organization }: { organization: OrganizationFieldsFragment }) {
  const id = organization.id;
  const [text] = useState(() => textFor(organization));
  const navigate = useAppNavigate();
  const [flags, setFlags] = useState<ManagerFlags>(() => flagsOf(organization));
  const [submit, loading] = useMutationThenGo(ApproveOrganizationDocument, {
    variables: { id, input: flags },
    to: paths.admin.organizations.detail(id),
    message: text.flash,
  });

  return (
    <>
      <Text>{text.lead(organization.name)}</Text>
      <ManagerFlagsFieldset flags={flags} onChange={setFlags} />
      <Actions>
        <BackButton onClick={() => void navigate(paths.admin.organizations.detail(id))} />
        <Button colorPalette="blue" loading={loading} onClick={() => void submit()}>
          {text.button}
        </Button>
      </Actions>
    </>
  );
}

/** /admin/organizations/{id}/approved/enabled: approve with the five manager flags. */
export function AdminOrganizationApprovePage() {
  const { organization } = useOrganization();
  return (
    <Page title={organization ? textFor(organization).title : TEXT.approve.title}>
      {organization ? <ApproveForm organization={organization} /> : null}
    </Page>
  );
}

export { AdminOrganizationApprovePage as Component };
