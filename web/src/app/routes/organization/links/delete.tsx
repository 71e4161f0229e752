import { skipToken, useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { useReportedError } from '@/components/ui/error-list-store';
import { paths } from '@/config/paths';
import { useMutationThenGo } from '@/hooks/use-mutation-then-go';
import { LinkConfirmScreen } from '@/features/links/components/link-confirm-screen';
import { DeleteLinkDocument, LinkDocument } from '@/generated/graphql';
import { useAppNavigate } from '@/hooks/use-app-navigate';

/** /organization/links/{id}/delete: confirm in the shared modal, then back to the list. */
export function DeleteLinkPage() {
  const id = Number(useParams().id);
  const navigate = useAppNavigate();
  const { data, error } = useQuery(LinkDocument, Number.isInteger(id) ? { variables: { id } } : skipToken);
  useReportedError(error);
  const [confirm] = useMutationThenGo(DeleteLinkDocument, {
    variables: { id },
    to: paths.organization.links.list(),
    message: 'リンクを削除しました。',
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
