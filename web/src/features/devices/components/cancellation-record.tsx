import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { FormActions } from '@/components/ui/form-actions';
import { LabelValueList } from '@/components/ui/label-value-list';
import { formatDate, formatDateTime } from '@/lib/format-date';

export const WITHDRAW_LABEL = '取消申請の取り下げ';

interface CancellationEntry {
  toStatus: string;
  canceledAt?: string | null;
  reasons: string[];
  note: string;
  actorName?: string | null;
  createdAt: string;
}

/**
 * /organization/{category}/{id}/status/canceled: what was applied for (取消申請中) or decided
 * (取消済), and, while the administrator has not acted, the way back (取消申請の取り下げ). Whether
 * the request may be withdrawn is the server's `viewerCan.withdrawCancel`.
 */
export function CancellationRecord({
  record,
  pending,
  canWithdraw,
  backTo,
  onWithdraw,
}: {
  record: CancellationEntry | undefined;
  pending: boolean;
  canWithdraw: boolean;
  backTo: string;
  onWithdraw: () => void;
}) {
  return (
    <Stack gap="4">
      <Heading as="h2" size="md">
        {pending ? '取消申請の内容' : '取消の内容'}
      </Heading>
      {record ? (
        <LabelValueList
          rows={[
            { label: '取消日', value: formatDate(record.canceledAt) },
            { label: '取消理由', value: record.reasons.join('、') },
            { label: '備考', value: record.note || '—' },
            { label: pending ? '申請日時' : '取消日時', value: formatDateTime(record.createdAt) },
            ...(record.actorName ? [{ label: pending ? '申請者' : '処理者', value: record.actorName }] : []),
          ]}
        />
      ) : (
        <Text>取消の記録はありません</Text>
      )}
      {pending ? (
        <Text fontSize="sm">管理者が取消の処理を行うまでは、申請を取り下げて公開中に戻すことができます。</Text>
      ) : null}
      <FormActions>
        <Button asChild variant="outline">
          <RouterLink to={backTo}>戻る</RouterLink>
        </Button>
        {canWithdraw ? (
          <Button colorPalette="orange" onClick={onWithdraw}>
            取消申請を取り下げる
          </Button>
        ) : null}
      </FormActions>
    </Stack>
  );
}
