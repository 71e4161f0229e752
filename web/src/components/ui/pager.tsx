import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { memo, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { FIRST_PAGE, PAGE_SIZE } from '@/config/constants';
import { formatCount } from '@/lib/format-count';
import { announceCount } from './count-announcer';
import { PHONE_QUERY, useMediaQuery } from '@/hooks/use-media-query';

export interface PagerProps {
  total: number;
  page: number;
  perPage?: number;
  /** How many page numbers to show around the current one on a wide screen (a phone shows the current one). */
  window?: number;
  onChange: (page: number) => void;
  /** A list with a pager above and below names them apart (two equal landmarks confuse screen readers). */
  placement?: 'top' | 'bottom';
}

/** Below Chakra's lg breakpoint (64em): nine four-digit page numbers and the count overflow one line there. */
const BELOW_LG_QUERY = '(max-width: 63.99em)';

export function pageCount(total: number, perPage = PAGE_SIZE): number {
  return Math.max(FIRST_PAGE, Math.ceil(total / perPage));
}

/** Page numbers centred on the current page, clamped to [1, last]. */
export function visiblePages(page: number, last: number, window: number): number[] {
  const start = Math.max(FIRST_PAGE, Math.min(page - Math.floor(window / 2), last - window + 1));
  const end = Math.min(last, start + window - 1);
  return Array.from({ length: end - start + 1 }, (_, index) => start + index);
}

/**
 * 最初 / 前へ / a window of page numbers / 次へ / 最後: on a wide screen any page is at most two clicks
 * away. On a phone the count takes a line of its own with the page of pages, and the buttons keep to
 * the next one with the current page alone between 前へ and 次へ (nine three-digit numbers wrapped
 * them over three lines, and the list under them moved as the numbers grew); up to lg, four-digit
 * page numbers show seven at a time, so 最後 stays on the line. Memoized: a list page renders again
 * whenever one of its answers arrives, and the pager's dozen buttons need not follow unless its own
 * props change (pass a stable `onChange`).
 */
export const Pager = memo(function Pager({
  total,
  page,
  perPage = PAGE_SIZE,
  window = 9,
  onChange,
  placement = 'top',
}: PagerProps) {
  const phone = useMediaQuery(PHONE_QUERY);
  const belowLg = useMediaQuery(BELOW_LG_QUERY);
  const last = pageCount(total, perPage);
  const shown = phone ? 1 : belowLg && last >= 1000 ? Math.min(window, 7) : window;
  const count = `全${formatCount(total)}件`;
  const pageOfPages = last > FIRST_PAGE ? `（${page}/${last}ページ）` : '';
  const { pathname } = useLocation();
  useEffect(() => {
    if (placement === 'top') announceCount(pathname, count + pageOfPages);
  }, [placement, pathname, count, pageOfPages]);
  const go = (target: number) => {
    if (target !== page && target >= FIRST_PAGE && target <= last) onChange(target);
  };
  return (
    <HStack
      as="nav"
      aria-label={placement === 'bottom' ? 'ページ送り（下）' : 'ページ送り'}
      gap="1"
      flexWrap="wrap"
      my="3"
      // On paper the page numbers are gone with the buttons, so the count says which page this is,
      // and only once.
      data-print={placement === 'bottom' ? 'hidden' : undefined}
    >
      <Text me="3" fontSize="sm" w={phone ? 'full' : undefined}>
        {count}
        {pageOfPages ? (
          <Text as="span" display={phone ? undefined : 'none'} _print={{ display: 'inline' }}>
            {pageOfPages}
          </Text>
        ) : null}
      </Text>
      <Button
        size="xs"
        variant="outline"
        disabled={page <= FIRST_PAGE}
        aria-label="最初のページ"
        onClick={() => go(FIRST_PAGE)}
      >
        最初
      </Button>
      <Button size="xs" variant="outline" disabled={page <= FIRST_PAGE} onClick={() => go(page - 1)}>
        前へ
      </Button>
      {visiblePages(page, last, shown).map((number) => (
        <Button
          key={number}
          size="xs"
          variant={number === page ? 'solid' : 'outline'}
          aria-current={number === page ? 'page' : undefined}
          aria-label={`${number}ページ`}
          onClick={() => go(number)}
        >
          {number}
        </Button>
      ))}
      <Button size="xs" variant="outline" disabled={page >= last} onClick={() => go(page + 1)}>
        次へ
      </Button>
      <Button
        size="xs"
        variant="outline"
        disabled={page >= last}
        aria-label={`最後のページ（${last}ページ）`}
        onClick={() => go(last)}
      >
        最後
      </Button>
    </HStack>
  );
});

const ignorePage = () => undefined;

/**
 * The room a pager takes, held while the list's first answer is on its way: the table under it does
 * not jump down when the pager arrives (layout shift). An invisible pager, so it is the same height
 * on every screen; neither seen, focused nor read out.
 */
export function PagerSpace() {
  return (
    <Box visibility="hidden" aria-hidden="true">
      <Pager total={0} page={FIRST_PAGE} onChange={ignorePage} />
    </Box>
  );
}
