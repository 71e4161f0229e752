import { Alert, Button, Heading, HStack, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorList } from '@/components/ui/error-list';

/** Heading, the shared error list, a success message carried in navigation state, then the content. */
export function Page({ title, children }: { title: string; children: ReactNode }) {
  const flash = (useLocation().state as { flash?: string } | null)?.flash;
  return (
    <Stack gap="5">
      <Heading as="h1" size="lg">
        {title}
      </Heading>
      <ErrorList />
      {flash ? (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>{flash}</Alert.Title>
        </Alert.Root>
      ) : null}
      {children}
    </Stack>
  );
}

export function Actions({ children }: { children: ReactNode }) {
  return (
    <HStack gap="3" flexWrap="wrap" pt="2">
      {children}
    </HStack>
  );
}

export function BackButton({ onClick, label = '戻る' }: { onClick: () => void; label?: string }) {
  return (
    <Button variant="outline" onClick={onClick}>
      {label}
    </Button>
  );
}
