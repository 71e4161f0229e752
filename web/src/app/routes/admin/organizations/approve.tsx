import { Button, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { paths } from '@/config/paths';
import { CheckboxField } from '@/features/organizations/components/form-fields';
import { Actions, BackButton, Page } from '@/features/organizations/components/page';
import { useOrganization } from '@/features/organizations/hooks/use-organization';
import { flagsOf, MANAGER_FLAGS, type ManagerFlags } from '@/features/organizations/labels';
import { ApproveOrganizationDocument, type OrganizationFieldsFragment } from '@/generated/graphql';
import { useAppNavigate } from '@/hooks/use-app-navigate';
import { useSubmit } from '@/hooks/use-submit';

function ApproveForm({ organization }: { organization: OrganizationFieldsFragment }) {
  const id = organization.id;
  const navigate = useAppNavigate();
  const [flags, setFlags] = useState<ManagerFlags>(() => flagsOf(organization));
  const [approve, { loading }] = useMutation(ApproveOrganizationDocument);

  const [submit] = useSubmit(async () => {
    await approve({ variables: { id, input: flags } });
    await navigate(paths.admin.organizations.detail(id), { state: { flash: '事業者を承認しました（管理できる機器を設定しました）' } });
  });

  return (
    <>
      <Text>「{organization.name}」を承認します。この事業者が管理できる機器を選んでください。承認するとメールでお知らせします。</Text>
      <Stack as="fieldset" gap="2" aria-label="管理できる機器">
        {MANAGER_FLAGS.map(({ flag, label }) => (
          <CheckboxField key={flag} label={label} checked={flags[flag]} onChange={(checked) => setFlags((current) => ({ ...current, [flag]: checked }))} />
        ))}
      </Stack>
      <Actions>
        <BackButton onClick={() => void navigate(paths.admin.organizations.detail(id))} />
        <Button colorPalette="blue" loading={loading} onClick={() => void submit()}>
          承認する
        </Button>
      </Actions>
    </>
  );
}

/** /admin/organizations/{id}/approved/enabled: approve with the five manager flags. */
export function AdminOrganizationApprovePage() {
  const { organization } = useOrganization();
  return <Page title="事業者の承認">{organization ? <ApproveForm organization={organization} /> : null}</Page>;
}

export { AdminOrganizationApprovePage as Component };
