import { Skeleton } from '@chakra-ui/react';
import { skipToken, useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { ErrorList } from '@/components/ui/error-list';
import { useReportedError } from '@/components/ui/error-list-store';
import { paths } from '@/config/paths';
import { LinkForm } from '@/features/links/forms/link-form';
import { valuesFromLink } from '@/features/links/forms/link-schema';
import { draftFor, linkDraft } from '@/features/links/stores/link-draft';
import { LinkDocument } from '@/generated/graphql';
import { useAppNavigate } from '@/hooks/use-app-navigate';
import { Screen } from '@/components/layout/page';

/** /organization/links/{id}/edit: entry step, prefilled from the link (or the draft when coming back). */
export function EditLinkPage() {
  const id = Number(useParams().id);
  const navigate = useAppNavigate();
  const { data, error } = useQuery(
    LinkDocument,
    Number.isInteger(id) ? { variables: { id }, fetchPolicy: 'network-only' } : skipToken,
  );
  useReportedError(error);

  return (
    <Screen title="リンク編集">
      <ErrorList />
      {!data && !error ? <Skeleton height="40" /> : null}
      {data ? (
        <LinkForm
          initialValues={draftFor(id) ?? valuesFromLink(data.link)}
          onCancel={() => navigate(paths.organization.links.list())}
          onSubmit={(values) => {
            linkDraft.set({ flow: id, values });
            navigate(paths.organization.links.editConfirm(id));
          }}
        />
      ) : null}
    </Screen>
  );
}

export { EditLinkPage as Component };
