import { Flex, Heading, Stack } from '@chakra-ui/react';
import { type ReactNode, useEffect } from 'react';
import { ErrorList } from '@/components/ui/error-list';
import { Phrases } from '@/components/ui/phrases';
import { errorList } from '@/components/ui/error-list-store';
import { FlashMessage } from '@/components/ui/flash-message';

export interface AdminPageProps {
  title: string;
  /** Buttons at the right of the heading (create, PDF export). */
  actions?: ReactNode;
  children: ReactNode;
}

/** An administrator screen: heading, success message, the shared error list, content. */
export function AdminPage({ title, actions, children }: AdminPageProps) {
  useEffect(() => errorList.clear(), []);
  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="lg">
          <Phrases text={title} />
        </Heading>
        {actions ? (
          <Flex gap="2" wrap="wrap">
            {actions}
          </Flex>
        ) : null}
      </Flex>
      <FlashMessage />
      <ErrorList />
      {children}
    </Stack>
  );
}
