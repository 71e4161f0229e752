import { Box, HStack, Text, useRecipe, type SystemStyleObject } from '@chakra-ui/react';
import { memo, useEffect, useMemo, type MouseEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { FIRST_PAGE, PAGE_SIZE } from '@/config/constants';
import type { PageFieldsFragment } from '@/generated/graphql';
import { formatCount } from '@/lib/format-count';
import { announceCount } from './count-announcer';

export interface PagerProps {
  total: number;
  page: number;
  perPage?: number;
  /** How many page numbers to show around the current one on a wide screen (a phone shows the current one). */
  window?: number;
  /** A plain click on a page link: the app follows it without a page load. */
  onChange: (page: number) => void;
  /** A list with a pager above and below names them apart (two equal landmarks confuse screen readers). */
  placement?: 'top' | 'bottom';
  /**
   * Whether the page is in the address (`?page=n`, the default): then each page is a link. A list
   * paged in memory (a preview, a list inside a page) gets buttons, since its links would lie.
   */
  linked?: boolean;
}

/** Up to lg, four-digit page numbers show this many at a time (nine overflow one line there). */
const BELOW_LG_WINDOW = 7;

/** A pager's count, page and page size as the server's page states them (fragment PageFields). */
export function pagerPlace({
  total,
  page,
  pageSize,
}: PageFieldsFragment): Pick<PagerProps, 'total' | 'page' | 'perPage'> {
  return { total, page, perPage: pageSize };
}

export function pageCount(total: number, perPage = PAGE_SIZE): number {
  return Math.max(FIRST_PAGE, Math.ceil(total / perPage));
}

/** Page numbers centred on the current page, clamped to [1, last]. */
export function visiblePages(page: number, last: number, window: number): number[] {
  const start = Math.max(FIRST_PAGE, Math.min(page - Math.floor(window / 2), last - window + 1));
  const end = Math.min(last, start + window - 1);
  return Array.from({ length: end - start + 1 }, (_, index) => start + index);
}

/** The address of `page` of this list: the current one with its other parameters; page 1 has none. */
export function pageHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page > FIRST_PAGE) params.set('page', String(page));
  else params.delete('page');
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** A click the browser should handle itself: a new tab or window (modifier keys, a middle click). */
function opensElsewhere(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * Below which breakpoint a page number is hidden (CSS, so the server's HTML and the first render
 * are the same on every screen): on a phone only the current page shows; up to lg, four-digit
 * numbers show seven at a time, the ones the nine-number window has beyond them hidden.
 */
function hiddenBelow(number: number, page: number, narrow: ReadonlySet<number>): 'md' | 'lg' | undefined {
  if (number === page) return undefined;
  return narrow.has(number) ? 'md' : 'lg';
}

interface PageLinkProps {
  target: number;
  /** The current page, or past either end: not a link. */
  inactive: boolean;
  href: string;
  onGo: (page: number) => void;
  current?: boolean;
  label?: string;
  hideBelow?: 'md' | 'lg';
  linked: boolean;
  children: ReactNode;
}

/** What marks a pager's page link for the pager's styles (usePageLinkStyles): Chakra's own button class. */
const PAGE_LINK = 'chakra-button';

/**
 * The look of the pager's page links, given once on the pager: Chakra's button recipe (xs, outline;
 * the current page solid) over plain elements. Two pagers of thirteen Chakra Buttons were a fifth of
 * the elements Chakra styled, one by one, on every server-rendered list page.
 */
function usePageLinkStyles(): SystemStyleObject {
  const button = useRecipe({ key: 'button' });
  return useMemo(
    () => ({
      [`& > .${PAGE_LINK}`]: button({ size: 'xs', variant: 'outline' }),
      [`& > .${PAGE_LINK}[aria-current=page]`]: button({ size: 'xs', variant: 'solid' }),
      [`& > [data-hide-below=md]`]: { hideBelow: 'md' },
      [`& > [data-hide-below=lg]`]: { hideBelow: 'lg' },
    }),
    [button],
  );
}

/**
 * A page as a link (`?page=n`): it opens in a new tab, can be shared and followed by a crawler, and
 * pages the list before the scripts run. A plain click stays in the app (onGo). An end the list
 * cannot go past is no link, marked aria-disabled.
 */
function PageLink({
  target,
  inactive,
  href,
  onGo,
  current = false,
  label,
  hideBelow,
  linked,
  children,
}: PageLinkProps) {
  const marks = { className: PAGE_LINK, 'data-hide-below': hideBelow, 'aria-label': label };
  if (inactive && !current) {
    return (
      <span {...marks} aria-disabled="true" data-disabled="">
        {children}
      </span>
    );
  }
  if (!linked) {
    return (
      <button type="button" {...marks} aria-current={current ? 'page' : undefined} onClick={() => onGo(target)}>
        {children}
      </button>
    );
  }
  return (
    <a
      {...marks}
      href={href}
      aria-current={current ? 'page' : undefined}
      onClick={(event) => {
        if (opensElsewhere(event)) return;
        event.preventDefault();
        if (!current) onGo(target);
      }}
    >
      {children}
    </a>
  );
}

/**
 * 最初 / 前へ / a window of page numbers / 次へ / 最後: on a wide screen any page is at most two clicks
 * away. On a phone the count takes a line of its own with the page of pages, and the links keep to
 * the next one with the current page alone between 前へ and 次へ (nine three-digit numbers wrapped
 * them over three lines, and the list under them moved as the numbers grew); up to lg, four-digit
 * page numbers show seven at a time, so 最後 stays on the line. All of it is in the markup, what a
 * screen leaves out hidden by media queries: no layout is chosen in script. Memoized: a list page
 * renders again whenever one of its answers arrives, and the pager's dozen links need not follow
 * unless its own props or the address change (pass a stable `onChange`).
 */
export const Pager = memo(function Pager({
  total,
  page,
  perPage = PAGE_SIZE,
  window = 9,
  onChange,
  placement = 'top',
  linked = true,
}: PagerProps) {
  const last = pageCount(total, perPage);
  const shown = visiblePages(page, last, window);
  const narrow = new Set(last >= 1000 ? visiblePages(page, last, Math.min(window, BELOW_LG_WINDOW)) : shown);
  const count = `全${formatCount(total)}件`;
  const pageOfPages = last > FIRST_PAGE ? `（${page}/${last}ページ）` : '';
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (placement === 'top') announceCount(pathname, count + pageOfPages);
  }, [placement, pathname, count, pageOfPages]);
  const go = (target: number) => {
    if (target !== page && target >= FIRST_PAGE && target <= last) onChange(target);
  };
  const link = (target: number) => ({ target, href: pageHref(pathname, search, target), onGo: go, linked });
  const pageLinkStyles = usePageLinkStyles();
  return (
    <HStack
      as="nav"
      css={pageLinkStyles}
      aria-label={placement === 'bottom' ? 'ページ送り（下）' : 'ページ送り'}
      gap="1"
      flexWrap="wrap"
      my="3"
      // On paper the page numbers are gone with the links, so the count says which page this is,
      // and only once.
      data-print={placement === 'bottom' ? 'hidden' : undefined}
    >
      <Text me="3" fontSize="sm" w={{ base: 'full', md: 'auto' }}>
        {count}
        {pageOfPages ? (
          <Text as="span" hideFrom="md" _print={{ display: 'inline' }}>
            {pageOfPages}
          </Text>
        ) : null}
      </Text>
      <PageLink {...link(FIRST_PAGE)} inactive={page <= FIRST_PAGE} label="最初のページ">
        最初
      </PageLink>
      <PageLink {...link(page - 1)} inactive={page <= FIRST_PAGE}>
        前へ
      </PageLink>
      {shown.map((number) => (
        <PageLink
          key={number}
          {...link(number)}
          inactive={number === page}
          current={number === page}
          label={`${number}ページ`}
          hideBelow={hiddenBelow(number, page, narrow)}
        >
          {number}
        </PageLink>
      ))}
      <PageLink {...link(page + 1)} inactive={page >= last}>
        次へ
      </PageLink>
      <PageLink {...link(last)} inactive={page >= last} label={`最後のページ（${last}ページ）`}>
        最後
      </PageLink>
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
