import { ErrorList } from '@/components/ui/error-list';
import { paths } from '@/config/paths';
import { LinkForm } from '@/features/links/forms/link-form';
import { INITIAL_LINK_VALUES } from '@/features/links/forms/link-schema';
import { draftFor, linkDraft } from '@/features/links/stores/link-draft';
import { useAppNavigate } from '@/hooks/use-app-navigate';
import { Screen } from '@/components/layout/page';

/** /organization/links/create: entry step. */
export function CreateLinkPage() {
  const navigate = useAppNavigate();
  return (
    <Screen title="リンク登録">
      <ErrorList />
      <LinkForm
        initialValues={draftFor('create') ?? INITIAL_LINK_VALUES}
        onCancel={() => navigate(paths.organization.links.list())}
        onSubmit={(values) => {
          linkDraft.set({ flow: 'create', values });
          navigate(paths.organization.links.createConfirm());
        }}
      />
    </Screen>
  );
}

export { CreateLinkPage as Component };
