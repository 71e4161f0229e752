import type { TypedDocumentNode } from '@apollo/client';
import { Button } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { FormActions } from '@/components/ui/form-actions';
import { useAppNavigate } from '@/hooks/use-app-navigate';
import { useMutationThenGo } from '@/hooks/use-mutation-then-go';
import { BackButton, Page } from './page';

/**
 * A delete page (`title`): once its `item` is loaded, what will go (`children`), then 戻る (to
 * `backTo`) and 削除する, which asks `question` in the shared modal before `mutation` deletes
 * item `id`; then it goes to `doneTo` and shows `doneMessage` there.
 */
export function DeletePage<Item>({
  title,
  item,
  question,
  backTo,
  mutation,
  id,
  doneTo,
  doneMessage,
  children,
}: {
  title: string;
  item: Item | null | undefined;
  question: (item: Item) => string;
  backTo: string;
  mutation: TypedDocumentNode<unknown, { id: number }>;
  id: number;
  doneTo: string;
  doneMessage: string;
  children: (item: Item) => ReactNode;
}) {
  const navigate = useAppNavigate();
  const [remove, loading] = useMutationThenGo(mutation, { variables: { id }, to: doneTo, message: doneMessage });
  return (
    <Page title={title}>
      {item ? (
        <>
          {children(item)}
          <DeleteActions
            title={title}
            question={question(item)}
            loading={loading}
            onBack={() => void navigate(backTo)}
            onDelete={() => void remove()}
          />
        </>
      ) : null}
    </Page>
  );
}

/**
 * The buttons of a delete page: 戻る (`onBack`) and 削除する, which asks in the shared modal
 * (`title`, `question`) before `onDelete` runs; the modal closes first.
 */
function DeleteActions({
  title,
  question,
  loading,
  onBack,
  onDelete,
}: {
  title: string;
  question: ReactNode;
  loading: boolean;
  onBack: () => void;
  onDelete: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <FormActions>
        <BackButton onClick={onBack} />
        <Button colorPalette="red" loading={loading} onClick={() => setOpen(true)}>
          削除する
        </Button>
      </FormActions>
      <ConfirmModal
        open={open}
        title={title}
        destructive
        confirmLabel="削除する"
        onConfirm={() => {
          setOpen(false);
          onDelete();
        }}
        onCancel={() => setOpen(false)}
      >
        {question}
      </ConfirmModal>
    </>
  );
}
