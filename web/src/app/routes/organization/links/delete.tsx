import { Heading, Skeleton, Stack } from '@chakra-ui/react';
import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { flashState } from '@/components/ui/flash-message';
import { ErrorList } from '@/components/ui/error-list';
import { useReportedError } from '@/components/ui/error-list-store';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { paths } from '@/config/paths';
import { LinkSummary } from '@/features/links/components/link-summary';
import { valuesFromLink } from '@/features/links/forms/link-schema';
import { DeleteLinkDocument, LinkDocument } from '@/generated/graphql';
import { useAppNavigate } from '@/hooks/use-app-navigate';
import { useSubmit } from '@/hooks/use-submit';

/** /organization/links/{id}/delete: confirm in the shared modal, then back to the list. */
export function DeleteLinkPage() {
  const id = Number(useParams().id);
  const navigate = useAppNavigate();
  const { data, error } = useQuery(LinkDocument, Number.isInteger(id) ? { variables: { id } } : skipToken);
  const [deleteLink] = useMutation(DeleteLinkDocument);
  useReportedError(error);

  const [confirm] = useSubmit(async () => {
    await deleteLink({ variables: { id } });
    await navigate(paths.organization.links.list(), { state: flashState('リンクを削除しました。') });
  });

  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        リンク削除
      </Heading>
      <ErrorList />
      {!data && !error ? <Skeleton height="24" /> : null}
      {data ? <LinkSummary values={valuesFromLink(data.link)} category={data.link.category} /> : null}
      <ConfirmModal
        open={Boolean(data)}
        title="このリンクを削除しますか？"
        confirmLabel="削除する"
        destructive
        onConfirm={() => void confirm()}
        onCancel={() => navigate(paths.organization.links.list())}
      >
        {data?.link.url}
      </ConfirmModal>
    </Stack>
  );
}

export { DeleteLinkPage as Component };
