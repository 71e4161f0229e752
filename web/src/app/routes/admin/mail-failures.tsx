import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { errorList } from '@/components/ui/error-list-store';
import { AdminPage } from '@/features/admin-master/components/admin-page';
import { DataTable } from '@/features/admin-master/components/data-table';
import { useReportLoadError } from '@/features/admin-master/query-errors';
import { formatDateTime } from '@/lib/format-date';
import {
  DiscardMailDocument,
  MailFailuresDocument,
  ResendMailDocument,
  type MailFailuresQuery,
} from '@/generated/graphql';

type Failure = MailFailuresQuery['mailFailures'][number];

/**
 * /admin/mail_failures: mail the queue could not deliver. 送信中止 means every attempt is used and
 * only an administrator can send it again; 再試行中 mail is still retried by the queue.
 */
export function MailFailuresPage() {
  const { data, loading, error, refetch } = useQuery(MailFailuresDocument, { fetchPolicy: 'cache-and-network' });
  useReportLoadError(error);
  const [resend] = useMutation(ResendMailDocument);
  const [discard] = useMutation(DiscardMailDocument);
  const [discarding, setDiscarding] = useState<Failure | null>(null);
  const [done, setDone] = useState('');

  const run = async (action: () => Promise<unknown>, message: string) => {
    errorList.clear();
    setDone('');
    try {
      await action();
      setDone(message);
      await refetch();
    } catch (failure) {
      errorList.update(failure);
    }
  };

  return (
    <AdminPage title="送信できなかったメール">
      <Text fontSize="sm">
        送信に失敗したメールです。再試行中のメールは時間をおいて自動で再送されます。送信中止のメールは「再送」を押すまで送られません。
      </Text>
      {done ? (
        <Text role="status" color="success.fg" fontWeight="bold">
          {done}
        </Text>
      ) : null}
      <DataTable
        caption="送信できなかったメール一覧"
        loading={loading}
        rows={data?.mailFailures}
        empty="送信できなかったメールはありません"
        columns={[
          {
            header: '状態',
            cell: (row) =>
              row.givenUp ? <Badge colorPalette="red">送信中止</Badge> : <Badge colorPalette="orange">再試行中</Badge>,
            width: '24',
            nowrap: true,
          },
          { header: '宛先', cell: (row) => row.to.join('\n') },
          { header: '件名', cell: (row) => row.subject },
          { header: '試行回数', cell: (row) => `${row.attempts} / ${row.maxAttempts}`, width: '24', nowrap: true },
          { header: '最後のエラー', cell: (row) => row.lastError },
          {
            header: '次の試行',
            cell: (row) => (row.givenUp ? '—' : formatDateTime(row.nextAttemptAt)),
            width: '36',
            nowrap: true,
          },
          {
            header: '操作',
            width: '40',
            nowrap: true,
            cell: (row) => (
              <HStack gap="2">
                <Button
                  size="sm"
                  colorPalette="blue"
                  aria-label={`${row.subject}（${row.to.join('、')}）を再送`}
                  onClick={() => void run(() => resend({ variables: { id: row.id } }), 'メールを再送しました')}
                >
                  再送
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`${row.subject}（${row.to.join('、')}）を破棄`}
                  onClick={() => setDiscarding(row)}
                >
                  破棄
                </Button>
              </HStack>
            ),
          },
        ]}
      />
      <ConfirmModal
        open={discarding !== null}
        title="メールを破棄しますか？"
        confirmLabel="破棄する"
        destructive
        onCancel={() => setDiscarding(null)}
        onConfirm={() => {
          const target = discarding;
          setDiscarding(null);
          if (target) void run(() => discard({ variables: { id: target.id } }), 'メールを破棄しました');
        }}
      >
        {discarding ? `「${discarding.subject}」（${discarding.to.join('、')}）は送信されなくなります。` : null}
      </ConfirmModal>
    </AdminPage>
  );
}

export { MailFailuresPage as Component };
