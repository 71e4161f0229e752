import { Button, HStack, Table, type ButtonProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface RowActionLinkProps extends Pick<ButtonProps, 'variant' | 'colorPalette' | 'onClick'> {
  to: string;
  /** Router state for the screen it opens (e.g. the list's search, to come back to). */
  state?: unknown;
  /** The accessible name when the text alone does not say which row it acts on. */
  label?: string;
  children: ReactNode;
}

/** A small button-styled link to a row's action screen (編集, 削除, 承認…). */
export function RowActionLink({ to, state, label, children, variant = 'outline', ...button }: RowActionLinkProps) {
  return (
    <Button asChild size="xs" variant={variant} {...button}>
      <RouterLink to={to} state={state} aria-label={label}>
        {children}
      </RouterLink>
    </Button>
  );
}

/** A table's 操作 cell: the row's action links side by side. */
export function RowActionsCell({ children }: { children: ReactNode }) {
  return (
    <Table.Cell>
      <HStack gap="2">{children}</HStack>
    </Table.Cell>
  );
}
