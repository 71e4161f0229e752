import { Box, Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Pager, pageCount } from '@/components/ui/pager';
import { readUrlPage } from '@/hooks/use-url-filters';
import { FIRST_PAGE, PAGE_SIZE } from '@/config/constants';
import { NoticesDocument, type NoticeAudience } from '@/generated/graphql';
import { useDeferredQuery } from '@/hooks/use-deferred-query';
import { formatDate } from '@/lib/format-date';
import { LinkifiedText } from './linkified-text';

export interface NoticeListProps {
  audience: NoticeAudience;
  title?: string;
  /** Compact: only the newest `limit` notices, with a button that opens the whole paged list. */
  limit?: number;
  /** Called in the commit that first shows the notices (or says they failed to load). */
  onSettled?: () => void;
  /**
   * The page lives in the address (`?page=n`): the page's only list (a public top page), so its
   * pages are links that work before scripts run and a crawler follows. Else it is kept in memory.
   */
  pageInAddress?: boolean;
}

/** The list's page and how to change it: in the address (?page=n) or in memory. */
function useNoticePage(inAddress: boolean): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const [inMemory, setInMemory] = useState(FIRST_PAGE);
  const setInAddress = useCallback(
    (page: number) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (page > FIRST_PAGE) next.set('page', String(page));
        else next.delete('page');
        return next;
      }),
    [setParams],
  );
  return inAddress ? [readUrlPage(params), setInAddress] : [inMemory, setInMemory];
}

/**
 * The published notices for an audience, newest first: the public house/building index pages
 * and (signed in) organization pages use it.
 */
export function NoticeList({ audience, title = 'お知らせ', limit, onSettled, pageInAddress = false }: NoticeListProps) {
  const [page, setPage] = useNoticePage(pageInAddress);
  const heading = useRef<HTMLHeadingElement>(null);
  // Another page starts at the list's heading: the pager ends the list, its button left the view
  // at the bottom of the page, and focus was lost when the pressed button re-rendered.
  const goToPage = useCallback(
    (next: number) => {
      setPage(next);
      heading.current?.focus();
    },
    [setPage],
  );
  const [expanded, setExpanded] = useState(false);
  const { data, loading, error } = useDeferredQuery(NoticesDocument, { variables: { audience, page } });
  const notices = data?.notices;
  const compact = limit !== undefined && !expanded;
  const items = notices ? (compact ? notices.items.slice(0, limit) : notices.items) : [];
  const settled = notices !== undefined || error !== undefined;
  useLayoutEffect(() => {
    if (settled) onSettled?.();
  }, [settled, onSettled]);

  return (
    <Box as="section" aria-label={title}>
      <Heading
        ref={heading}
        tabIndex={-1}
        as="h2"
        size="md"
        mb="3"
        borderBottomWidth="2px"
        borderColor="blue.500"
        pb="1"
        _focusVisible={{ outline: 'none' }}
      >
        {title}
      </Heading>
      {loading && !notices ? <Text>読み込み中…</Text> : null}
      {error ? <Text color="red.600">お知らせを読み込めませんでした</Text> : null}
      {notices && notices.total === 0 ? <Text>現在お知らせはありません</Text> : null}
      {/* A page past the last (an old link, a hand-edited address): say so and offer the last one. */}
      {notices && notices.total > 0 && notices.items.length === 0 ? (
        <Text>
          {page}ページ目はありません（全{pageCount(notices.total)}ページ）。{' '}
          <Link asChild colorPalette="blue">
            <RouterLink to={`?page=${pageCount(notices.total)}`}>最後のページへ</RouterLink>
          </Link>
        </Text>
      ) : null}
      {items.length > 0 ? (
        <Stack as="ul" gap="4" listStyleType="none">
          {items.map((notice) => (
            <Box as="li" key={notice.id} borderBottomWidth="1px" pb="3">
              <Text fontSize="sm" color="gray.600">
                <time dateTime={notice.publishedAt}>{formatDate(notice.publishedAt)}</time>
              </Text>
              <Heading as="h3" size="sm" my="1">
                {notice.title}
              </Heading>
              <Text fontSize="sm">
                <LinkifiedText text={notice.body} />
              </Text>
            </Box>
          ))}
        </Stack>
      ) : null}
      {notices && compact && notices.total > items.length ? (
        <Button variant="outline" size="sm" mt="3" onClick={() => setExpanded(true)}>
          すべてのお知らせを表示（全{notices.total}件）
        </Button>
      ) : null}
      {notices && !compact && (notices.total > PAGE_SIZE || page > FIRST_PAGE) ? (
        <Pager total={notices.total} page={page} onChange={goToPage} linked={pageInAddress} />
      ) : null}
    </Box>
  );
}
