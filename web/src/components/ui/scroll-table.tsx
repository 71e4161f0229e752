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

const SHADOW = 'rgba(0, 0, 0, 0.25)';
const SCROLL_SHADOWS = [
  'linear-gradient(to right, var(--chakra-colors-bg) 30%, transparent) left center / 2.5rem 100% no-repeat local',
  'linear-gradient(to left, var(--chakra-colors-bg) 30%, transparent) right center / 2.5rem 100% no-repeat local',
  `radial-gradient(farthest-side at 0 50%, ${SHADOW}, transparent) left center / 0.875rem 100% no-repeat scroll`,
  `radial-gradient(farthest-side at 100% 50%, ${SHADOW}, transparent) right center / 0.875rem 100% no-repeat scroll`,
].join(', ');

/**
 * The one frame every wide table sits in: it scrolls sideways inside itself (the page never
 * does), shows a shadow on an edge with more columns beyond it, can be scrolled by keyboard (a
 * focusable, labelled region: WCAG 2.1.1), keeps the first column in view, and keeps short cells on one line so words are not broken mid-word.
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
        // Where columns lie beyond an edge, a shadow on that edge says so (a phone shows no scroll
        // bar until one scrolls): a patch of the page's background scrolls with the table and
        // covers the shadow while that edge of the table is in view.
        background: SCROLL_SHADOWS,
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
          background: 'none',
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
