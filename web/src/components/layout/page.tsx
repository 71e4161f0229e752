import { Button, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ErrorList } from '@/components/ui/error-list';
import { KEEP_ERRORS_STATE } from '@/components/ui/error-list-store';
import { FormActions } from '@/components/ui/form-actions';
import { useAppNavigate } from '@/hooks/use-app-navigate';
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

/**
 * The buttons of a confirm step: 修正する (back to the entry step at `editPath`, which keeps its
 * errors) and the send button (`sendLabel`).
 */
export function ConfirmActions({
  editPath,
  sendLabel,
  sending,
  onSend,
}: {
  editPath: string;
  sendLabel: string;
  sending: boolean;
  onSend: () => void;
}) {
  const navigate = useAppNavigate();
  return (
    <FormActions>
      <BackButton onClick={() => void navigate(editPath, { state: KEEP_ERRORS_STATE })} label="修正する" />
      <Button colorPalette="blue" loading={sending} onClick={onSend}>
        {sendLabel}
      </Button>
    </FormActions>
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
