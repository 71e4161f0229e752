import { HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The one wording of the way back to a list. */
export const BACK_TO_LIST = '一覧へ戻る';

/**
 * The row of buttons under every form and confirmation: the way back first, the main action
 * last (the reading direction ends on the step forward, as in the confirm dialog). Wraps on a
 * phone instead of overflowing.
 */
export function FormActions({ children }: { children: ReactNode }) {
  return (
    <HStack gap="3" flexWrap="wrap" pt="2">
      {children}
    </HStack>
  );
}
