import { Button, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
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
