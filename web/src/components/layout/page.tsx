import { Button, Heading, Stack } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { FormActions } from '@/components/ui/form-actions';
import { ErrorList } from '@/components/ui/error-list';
import { Phrases } from '@/components/ui/phrases';
import { FlashMessage } from '@/components/ui/flash-message';
import { PageMeta } from '@/components/layout/page-meta';

/**
 * Heading, the shared error list, a success message carried in navigation state, then the content.
 * A public page says what it holds (`description`): its document metadata (PageMeta).
 */
export function Page({ title, description, children }: { title: string; description?: string; children?: ReactNode }) {
  return (
    <Stack gap="5">
      {description ? <PageMeta heading={title} description={description} /> : null}
      <Heading as="h1" size="lg">
        <Phrases text={title} />
      </Heading>
      <ErrorList />
      <FlashMessage />
      {children}
    </Stack>
  );
}

export { FormActions as Actions } from '@/components/ui/form-actions';

export function BackButton({ onClick, label = '戻る' }: { onClick: () => void; label?: string }) {
  return (
    <Button variant="outline" onClick={onClick}>
      {label}
    </Button>
  );
}

/** The submit of an entry step: its values go on to the confirm step. */
export function ToConfirmButton() {
  return (
    <Button type="submit" colorPalette="blue">
      確認画面へ
    </Button>
  );
}

/**
 * The buttons of a delete page: 戻る (`onBack`) and 削除する, which asks in the shared modal
 * (`title`, `question`) before `onDelete` runs; the modal closes first.
 */
export function DeleteActions({
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

/** A screen's h1 `title` above its content, which places its own error list and messages (unlike Page). */
export function Screen({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
