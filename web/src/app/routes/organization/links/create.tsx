import { Heading, Stack } from '@chakra-ui/react';
import { ErrorList } from '@/components/ui/error-list';
import { paths } from '@/config/paths';
import { LinkForm } from '@/features/links/forms/link-form';
import { INITIAL_LINK_VALUES } from '@/features/links/forms/link-schema';
import { draftFor, linkDraft } from '@/features/links/stores/link-draft';
import { useAppNavigate } from '@/hooks/use-app-navigate';

/** /organization/links/create: entry step. */
export function CreateLinkPage() {
  const navigate = useAppNavigate();
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        リンク登録
      </Heading>
      <ErrorList />
      <LinkForm
        initialValues={draftFor('create') ?? INITIAL_LINK_VALUES}
        onCancel={() => navigate(paths.organization.links.list())}
        onSubmit={(values) => {
          linkDraft.set({ flow: 'create', values });
          navigate(paths.organization.links.createConfirm());
        }}
      />
    </Stack>
  );
}

export { CreateLinkPage as Component };
