import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { LabelValueList } from '@/components/ui/label-value-list';
import { errorList } from '@/components/ui/error-list-store';
import { flashState } from '@/components/ui/flash-message';
import { BACK_TO_LIST, FormActions } from '@/components/ui/form-actions';
import { useAppNavigate } from '@/hooks/use-app-navigate';
import { AdminPage } from './admin-page';

export interface DeleteConfirmPageProps {
  /** e.g. ブランド事業者 */
  noun: string;
  /** What is deleted, shown on the page and in the modal. */
  rows: { label: string; value: string }[] | null;
  loading: boolean;
  listPath: string;
  onDelete: () => Promise<unknown>;
}

/**
 * {id}/delete: shows the item and asks in the shared modal; OK deletes, anything else goes back to
 * the list, as the links' delete does. When the server refuses, the page stays with the reason,
 * the item and its buttons.
 */
export function DeleteConfirmPage({ noun, rows, loading, listPath, onDelete }: DeleteConfirmPageProps) {
  const navigate = useAppNavigate();
  const [open, setOpen] = useState(true);
  const [deleting, setDeleting] = useState(false);

  const confirm = async () => {
    setOpen(false);
    setDeleting(true);
    errorList.clear();
    try {
      await onDelete();
      await navigate(listPath, { state: flashState(`${noun}を削除しました`) });
    } catch (error) {
      errorList.update(error);
      setDeleting(false);
    }
  };

  return (
    <AdminPage title={`${noun}の削除`}>
      {loading ? <Text>読み込み中…</Text> : null}
      {rows ? (
        <Stack gap="4">
          <LabelValueList rows={rows} />
          <FormActions>
            <Button variant="outline" onClick={() => void navigate(listPath)}>
              {BACK_TO_LIST}
            </Button>
            <Button colorPalette="red" loading={deleting} onClick={() => setOpen(true)}>
              削除する
            </Button>
          </FormActions>
          <ConfirmModal
            open={open && !deleting}
            title={`${noun}を削除しますか？`}
            confirmLabel="削除する"
            destructive
            onConfirm={() => void confirm()}
            onCancel={() => void navigate(listPath)}
          >
            <Text>「{rows[0]?.value}」を削除します。この操作は取り消せません。</Text>
          </ConfirmModal>
        </Stack>
      ) : null}
    </AdminPage>
  );
}
