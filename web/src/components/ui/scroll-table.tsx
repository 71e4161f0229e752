import { Box, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface ScrollTableProps extends Omit<BoxProps, 'children'> {
  /** Names the scroll region for screen readers (usually the table's own label). */
  label: string;
  /** Keep the first column in view while the rest scrolls sideways (row number, ID, brand). */
  stickyFirstColumn?: boolean;
  /** Every cell on one line (lists of codes, names and dates); the frame scrolls instead. */
  noWrap?: boolean;
  children: ReactNode;
}

/**
 * The one frame every wide table sits in: it scrolls sideways inside itself (the page never
 * does), can be scrolled by keyboard (a focusable, labelled region: WCAG 2.1.1), keeps the
 * first column in view, and keeps short cells on one line so words are not broken mid-word.
 */
export function ScrollTable({ label, stickyFirstColumn = true, noWrap = false, children, ...rest }: ScrollTableProps) {
  return (
    <Box
      role="region"
      aria-label={label}
      tabIndex={0}
      overflow="auto"
      // Contains absolutely positioned descendants (visually hidden texts), which would otherwise
      // escape the scroll box and widen the page.
      position="relative"
      maxW="100%"
      borderWidth="1px"
      rounded="md"
      css={{
        '& table': { minWidth: '100%' },
        // Defaults without specificity, so a cell's own setting (a wider message column) wins.
        ':where(&) :where(th)': { whiteSpace: 'nowrap' },
        ':where(&) :where(td)': noWrap ? { whiteSpace: 'nowrap' } : { minWidth: '5em' },
        ...(stickyFirstColumn
          ? {
              '& tr > :first-child': {
                position: 'sticky',
                insetInlineStart: 0,
                zIndex: 1,
                bg: 'bg',
                boxShadow: 'inset -1px 0 0 var(--chakra-colors-border)',
              },
              '& thead tr > :first-child': { zIndex: 2 },
            }
          : {}),
        // On paper nothing scrolls: every column on the page, in a smaller type, cells wrapping
        // (over the tables' own cell styles, hence !important).
        '@media print': {
          overflow: 'visible',
          '& table': { width: '100%' },
          '& th, & td': {
            whiteSpace: 'normal !important',
            minWidth: 'auto !important',
            fontSize: '8pt !important',
            paddingInline: '0.3em !important',
            paddingBlock: '0.4em !important',
          },
          '& tr > :first-child': { position: 'static', boxShadow: 'none' },
        },
      }}
      {...rest}
    >
      {children}
    </Box>
  );
}
