import { Box, Button, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { WIDE_SCREEN_QUERY } from '@rules/screen-width';

export interface FilterDisclosureProps {
  /** A filter is applied: the form starts open so the user sees what narrows the list. */
  active: boolean;
  children: ReactNode;
}

/**
 * On a wide screen the form is simply there: the summary is hidden and the folded content shown
 * (`::details-content`, where the browser supports styling it; elsewhere the summary stays and the
 * form folds as on a phone).
 */
const OPEN_ON_WIDE_SCREENS = {
  [`@media screen and ${WIDE_SCREEN_QUERY}`]: {
    '@supports selector(::details-content)': {
      '& > summary': { display: 'none' },
      '&::details-content': { display: 'block', contentVisibility: 'visible' },
    },
  },
};

/**
 * A list's search form. On a phone it folds behind one 「絞り込み」 summary, so the list itself is on
 * the first screen; on wider screens the form is simply there. A native <details>, laid out by CSS
 * alone: the server's HTML and the first render are the same on every screen, and it opens and
 * folds before the scripts run (and keeps what was typed when folded again).
 */
export function FilterDisclosure({ active, children }: FilterDisclosureProps) {
  return (
    <chakra.details open={active} css={OPEN_ON_WIDE_SCREENS}>
      <Button asChild size="sm" variant="outline" listStyle="none" css={NO_MARKER}>
        <summary>
          絞り込み
          {active ? '（条件あり）' : ''}
        </summary>
      </Button>
      <Box mt={{ base: '3', md: '0' }}>{children}</Box>
    </chakra.details>
  );
}

/** Safari draws the disclosure triangle with its own pseudo-element. */
const NO_MARKER = { '&::-webkit-details-marker': { display: 'none' } };
