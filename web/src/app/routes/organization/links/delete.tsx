import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { flashState } from '@/components/ui/flash-message';
import { useReportedError } from '@/components/ui/error-list-store';
import { paths } from '@/config/paths';
import { LinkConfirmScreen } from '@/features/links/components/link-confirm-screen';
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
    <LinkConfirmScreen
      heading="リンク削除"
      link={data?.link}
      loading={!data && !error}
      title="このリンクを削除しますか？"
      confirmLabel="削除する"
      destructive
      onConfirm={() => void confirm()}
      onCancel={() => navigate(paths.organization.links.list())}
    >
      {data?.link.url}
    </LinkConfirmScreen>
  );
}

export { DeleteLinkPage as Component };
