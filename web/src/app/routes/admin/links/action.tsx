import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { useLocation, useParams } from 'react-router-dom';
import { flashState } from '@/components/ui/flash-message';
import { useReportedError } from '@/components/ui/error-list-store';
import { paths } from '@/config/paths';
import { LinkConfirmScreen } from '@/features/links/components/link-confirm-screen';
import { ApproveLinkDocument, DeleteLinkDocument, DisapproveLinkDocument, LinkDocument } from '@/generated/graphql';
import { useAppNavigate } from '@/hooks/use-app-navigate';
import { useSubmit } from '@/hooks/use-submit';

export type LinkAction = 'enable' | 'disable' | 'delete';

const TEXT: Record<LinkAction, { heading: string; question: string; confirm: string; done: string }> = {
  enable: {
    heading: 'リンク承認',
    question: 'このリンクを承認して公開しますか？',
    confirm: '承認する',
    done: 'リンクを承認しました。',
  },
  disable: {
    heading: 'リンク承認取消',
    question: 'このリンクの承認を取り消して非公開にしますか？',
    confirm: '承認を取り消す',
    done: 'リンクの承認を取り消しました。',
  },
  delete: {
    heading: 'リンク削除',
    question: 'このリンクを削除しますか？',
    confirm: '削除する',
    done: 'リンクを削除しました。',
  },
};

/** /admin/links/{id}/approved/enabled, /approved/disabled, /delete: confirm in the shared modal. */
export function AdminLinkActionPage({ action }: { action: LinkAction }) {
  const id = Number(useParams().id);
  const navigate = useAppNavigate();
  const location = useLocation();
  const search =
    typeof (location.state as { search?: unknown } | null)?.search === 'string'
      ? (location.state as { search: string }).search
      : '';
  const back = `${paths.admin.links.list()}${search ? `?${search}` : ''}`;
  const { data, error } = useQuery(LinkDocument, Number.isInteger(id) ? { variables: { id } } : skipToken);
  const [approve] = useMutation(ApproveLinkDocument);
  const [disapprove] = useMutation(DisapproveLinkDocument);
  const [remove] = useMutation(DeleteLinkDocument);
  const text = TEXT[action];

  useReportedError(error);

  const [confirm] = useSubmit(async () => {
    if (action === 'enable') await approve({ variables: { id } });
    if (action === 'disable') await disapprove({ variables: { id } });
    if (action === 'delete') await remove({ variables: { id } });
    await navigate(back, { state: flashState(text.done) });
  });

  return (
    <LinkConfirmScreen
      heading={text.heading}
      link={data?.link}
      loading={!data && !error}
      title={text.question}
      confirmLabel={text.confirm}
      destructive={action !== 'enable'}
      onConfirm={() => void confirm()}
      onCancel={() => void navigate(back)}
    >
      {data ? `${data.link.organizationName}：${data.link.url}` : null}
    </LinkConfirmScreen>
  );
}

export const AdminLinkEnablePage = () => <AdminLinkActionPage action="enable" />;
export const AdminLinkDisablePage = () => <AdminLinkActionPage action="disable" />;
export const AdminLinkDeletePage = () => <AdminLinkActionPage action="delete" />;
