import { Button, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ErrorList } from '@/components/ui/error-list';
import { Phrases } from '@/components/ui/phrases';
import { FlashMessage } from '@/components/ui/flash-message';

/** Heading, the shared error list, a success message carried in navigation state, then the content. */
export function Page({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack gap="5">
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
